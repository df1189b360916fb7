import 'server-only';
import { outboxFromEnv, retryDue } from './outbox';

/** Clicks are kept 90 days, as the privacy policy says. */
export const CLICK_RETENTION_MS = 90 * 86_400_000;

/** What the scheduler route does on each call; the CLIs run the same pieces. */
export async function housekeeping(now = Date.now()) {
  const outbox = outboxFromEnv();
  const mail = await retryDue(outbox);
  const clicksPurged = await outbox.store.purgeClicks(now - CLICK_RETENTION_MS);
  const rateLimitsPurged = await outbox.store.purgeRateLimits(now);
  return { mail, clicksPurged, rateLimitsPurged };
}
