import 'server-only';
import { after } from 'next/server';
import { bounded } from '../http';
import type { DeliveryKind } from '../store/types';
import { outboxFromEnv, type OutboxContext } from './context';
import { SENDERS } from './senders';

export { outboxFromEnv, type OutboxContext } from './context';

/** After the first attempt fails: about 1 min, 5 min, 30 min, 2 h, 12 h; then the delivery is failed. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000] as const;
/** Longer than any send may take: a sender that crashed mid-send gives the delivery back after this. */
export const LEASE_MS = 120_000;

const KINDS: readonly DeliveryKind[] = ['team-mail', 'confirmation', 'webhook', 'team-link'];
/** Deliveries of one kind in flight at once in a scheduler pass. */
const PER_KIND = 4;

export type DeliveryResult = 'sent' | 'cancelled' | 'retrying' | 'failed' | 'skipped';
export type DeliveryCounts = Record<DeliveryResult, number>;

const noCounts = (): DeliveryCounts => ({
  sent: 0,
  cancelled: 0,
  retrying: 0,
  failed: 0,
  skipped: 0,
});

/**
 * Sends one delivery at most once: it is claimed atomically first (skipped if another sender has
 * it or it is not due), and marked sent only after the mail server or receiver accepted it.
 */
export async function deliver(id: string, ctx: OutboxContext): Promise<DeliveryResult> {
  const now = ctx.now ?? Date.now;
  const delivery = await ctx.store.claimDelivery(id, now(), now() + LEASE_MS);
  if (!delivery) return 'skipped';
  let outcome: 'sent' | 'cancelled';
  try {
    outcome = await SENDERS[delivery.kind](delivery, ctx);
  } catch (error) {
    const delay = RETRY_DELAYS_MS[delivery.attempts - 1];
    const next = delay === undefined ? null : now() + delay;
    const reason = bounded(error instanceof Error ? error.message : String(error), 500);
    await ctx.store.failDelivery(id, reason, next);
    console.error(`[outbox] ${delivery.kind} ${id} attempt ${delivery.attempts} failed: ${reason}`);
    return next === null ? 'failed' : 'retrying';
  }
  await ctx.store.finishDelivery(id, outcome, now());
  return outcome;
}

/** Delivers `ids`, `limit` at a time, and counts the results. */
async function deliverEach(
  ids: string[],
  ctx: OutboxContext,
  limit: number,
): Promise<DeliveryCounts> {
  const counts = noCounts();
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift())
      counts[await deliver(id, ctx)] += 1;
  };
  await Promise.all(Array.from({ length: Math.min(limit, ids.length) }, worker));
  return counts;
}

/**
 * One scheduler pass over every due delivery. Each kind has its own queue, so a mail server that
 * refuses or a webhook receiver that never answers holds up nothing but its own kind.
 */
export async function retryDue(ctx: OutboxContext, limit = 50): Promise<DeliveryCounts> {
  const now = (ctx.now ?? Date.now)();
  const perKind = await Promise.all(
    KINDS.map(async (kind) =>
      deliverEach(await ctx.store.dueDeliveryIds(kind, now, limit), ctx, PER_KIND),
    ),
  );
  const total = noCounts();
  for (const counts of perKind)
    for (const key of Object.keys(total) as DeliveryResult[]) total[key] += counts[key];
  return total;
}

/**
 * Sends stored deliveries after the response, all at once: the visitor never waits for a mail
 * server or a receiver, and one slow delivery holds up no other. What fails is left for the
 * scheduler.
 */
export function deliverAfterResponse(ids: string[]): void {
  if (ids.length === 0) return;
  after(async () => {
    const ctx = outboxFromEnv();
    await Promise.all(
      ids.map((id) =>
        deliver(id, ctx).catch((error: unknown) =>
          console.error(
            `[outbox] delivery ${id} left for the scheduler: ${bounded(String(error))}`,
          ),
        ),
      ),
    );
  });
}
