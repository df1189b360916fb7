import 'server-only';
import { after } from 'next/server';
import { env } from './env';
import { bounded } from './http';
import { contactMail, type MailAddresses } from './mail/contact-mail';
import { mailerFor, type Mailer } from './mail/transport';
import { getStore } from './store/default';
import type { NewMessage, Store } from './store/types';

/** After the first attempt fails: about 1 min, 5 min, 30 min, 2 h, 12 h; then the message is failed. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000] as const;
/** Longer than any SMTP timeout: a sender that crashed mid-send gives the message back after this. */
export const LEASE_MS = 120_000;

export interface Outbox {
  store: Store;
  mailer: Mailer;
  addresses: MailAddresses;
  now?: () => number;
}

export type DeliveryResult = 'sent' | 'retrying' | 'failed' | 'skipped';

export function outboxFromEnv(): Outbox {
  const e = env();
  return {
    store: getStore(),
    mailer: mailerFor(e.SMTP_URL, e.DATA_DIR),
    addresses: { to: e.CONTACT_TO, from: e.MAIL_FROM },
  };
}

/**
 * Sends one message at most once: it is claimed atomically first (skipped if another sender has
 * it or it is not due), and marked sent only after the mail server accepted it.
 */
export async function deliver(id: string, outbox: Outbox): Promise<DeliveryResult> {
  const now = outbox.now ?? Date.now;
  const message = await outbox.store.claimMessage(id, now(), now() + LEASE_MS);
  if (!message) return 'skipped';
  try {
    await outbox.mailer.send(contactMail(message, outbox.addresses));
  } catch (error) {
    const delay = RETRY_DELAYS_MS[message.attempts - 1];
    const next = delay === undefined ? null : now() + delay;
    const reason = bounded(error instanceof Error ? error.message : String(error), 500);
    await outbox.store.markAttemptFailed(id, reason, next);
    console.error(`[outbox] message ${id} attempt ${message.attempts} failed: ${reason}`);
    return next === null ? 'failed' : 'retrying';
  }
  await outbox.store.markSent(id, now());
  return 'sent';
}

/** One scheduler pass: every due message, one after the other. */
export async function retryDue(
  outbox: Outbox,
  limit = 50,
): Promise<Record<DeliveryResult, number>> {
  const counts: Record<DeliveryResult, number> = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const ids = await outbox.store.dueMessageIds((outbox.now ?? Date.now)(), limit);
  for (const id of ids) counts[await deliver(id, outbox)] += 1;
  return counts;
}

/**
 * The one way into the outbox, for the contact form and the chat alike: the message is stored
 * first (from then on it cannot be lost, whatever the mail server does), and mailed after the
 * response; a failed send is left for the scheduler.
 */
export async function acceptMessage(message: NewMessage): Promise<string> {
  const id = await getStore().insertMessage(message, Date.now());
  after(() =>
    deliver(id, outboxFromEnv()).catch((error: unknown) =>
      console.error(`[outbox] message ${id} left for the scheduler: ${bounded(String(error))}`),
    ),
  );
  return id;
}
