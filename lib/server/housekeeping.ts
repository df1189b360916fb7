import 'server-only';
import { CONFIRM_TTL_MS } from './newsletter/tokens';
import { outboxFromEnv, retryDue } from './outbox';
import { utcDay } from './vitals/page-view';

/** Clicks are kept 90 days, as the privacy policy says. */
export const CLICK_RETENTION_MS = 90 * 86_400_000;
/** Page views' Web Vitals too: the reports read the last 28 days, the rest allows comparisons. */
export const VITALS_RETENTION_MS = 90 * 86_400_000;
/** An expired confirmation link still says "expired" (not "unknown") this long, then it goes. */
const EXPIRED_LINK_MEMORY_MS = 30 * 86_400_000;

/** What the scheduler route does on each call; the CLIs run the same pieces. */
export async function housekeeping(now = Date.now()) {
  const outbox = outboxFromEnv();
  const deliveries = await retryDue(outbox);
  const clicksPurged = await outbox.store.purgeClicks(now - CLICK_RETENTION_MS);
  const vitalsPurged = await outbox.store.purgeVitals(utcDay(now - VITALS_RETENTION_MS));
  const rateLimitsPurged = await outbox.store.purgeRateLimits(now);
  const unconfirmedPurged = await outbox.store.purgeUnconfirmed(
    now - CONFIRM_TTL_MS,
    now - EXPIRED_LINK_MEMORY_MS,
  );
  const teamSessionsPurged = await outbox.store.purgeTeamSessions(now);
  return {
    deliveries,
    clicksPurged,
    vitalsPurged,
    rateLimitsPurged,
    unconfirmedPurged,
    teamSessionsPurged,
  };
}
