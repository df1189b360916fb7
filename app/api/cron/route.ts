import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/server/env';
import { jsonError, withErrors } from '@/lib/server/http';
import { housekeeping } from '@/lib/server/housekeeping';
import { refuseOtherMethods } from '@/lib/server/methods';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of the bearer token with CRON_SECRET. */
function authorised(request: Request, secret: string): boolean {
  const given = request.headers.get('authorization') ?? '';
  return timingSafeEqual(digest(given), digest(`Bearer ${secret}`));
}

/**
 * The scheduler's call (Vercel Cron sends GET with `Authorization: Bearer $CRON_SECRET`):
 * retries due contact mail, purges clicks past 90 days and expired rate-limit windows.
 * vercel.json runs it every 5 minutes (Vercel Hobby plans allow daily crons only; any other
 * scheduler can call it the same way, or run `npm run outbox -- retry`).
 */
const run = withErrors(async (request: Request) => {
  const secret = env().CRON_SECRET;
  if (!secret) return jsonError(503, 'The scheduler is not configured (CRON_SECRET is unset).');
  if (!authorised(request, secret)) return jsonError(401, 'Unauthorised.');
  return Response.json(await housekeeping(), { headers: { 'Cache-Control': 'no-store' } });
});

export const GET = run;
export const POST = run;

export const { PUT, DELETE, PATCH } = refuseOtherMethods(['GET', 'POST']);
