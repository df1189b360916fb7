import 'server-only';
import type { Store } from '../store/interface';

const WEEK_MS = 7 * 86_400_000;
/** Weeks shown, the current one included. */
const WEEKS = 12;

/** Monday 00:00 UTC of the week `at` falls in. */
export function weekStart(at: number): number {
  const d = new Date(at);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - sinceMonday);
}

/** The list's counts by status, and sign-ups and confirmations per week, newest week first. */
export async function newsletterStats(store: Store, now = Date.now()) {
  const subscribers = await store.listSubscribers();
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const s of subscribers) counts[s.status] += 1;
  const current = weekStart(now);
  const weeks = Array.from({ length: WEEKS }, (_, i) => ({
    week: new Date(current - i * WEEK_MS).toISOString().slice(0, 10),
    signups: 0,
    confirmations: 0,
  }));
  const slot = (at: number) => weeks[Math.round((current - weekStart(at)) / WEEK_MS)];
  for (const s of subscribers) {
    const signup = slot(s.requestedAt);
    if (signup) signup.signups += 1;
    const confirmed = s.confirmedAt === null ? undefined : slot(s.confirmedAt);
    if (confirmed) confirmed.confirmations += 1;
  }
  return { counts, weeks };
}
