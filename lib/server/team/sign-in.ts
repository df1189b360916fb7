import 'server-only';
import { TEAM_PAGES, type SignInProblem } from '@/lib/team-pages';
export { LINK_ANSWER_TEXT as LINK_ANSWER } from '@/lib/team-pages';
import { env } from '../env';
import { deliverAfterResponse } from '../outbox';
import type { Store } from '../store/interface';
import { isListed } from './access';
import { teamAuth } from './auth';

/** At most this many links for one address in an hour. */
export const LINKS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

/**
 * Queues a sign-in link for a listed address that has had fewer than LINKS_PER_HOUR in the last
 * hour, logs that it was asked for, and sends it right after the response (retried by the
 * outbox). Any other address gets nothing, and the caller answers the same.
 */
export async function requestSignInLink(store: Store, typed: string, now = Date.now()) {
  const email = typed.trim().toLowerCase();
  if (!isListed(email)) return;
  const recent = await store.countAudit(email, 'link-requested', now - HOUR_MS);
  if (recent >= LINKS_PER_HOUR) return;
  deliverAfterResponse([await store.requestTeamLink(email, now)]);
}

export type SignInOutcome =
  { ok: true; email: string; cookies: string[] } | { ok: false; problem: SignInProblem };

/**
 * The sign-in button's post: Better Auth uses the link's token (once: it is deleted as it is
 * read; an expired one is refused) and opens a session. An address taken off the list since the
 * link was sent is signed straight out again.
 */
export async function signInWithToken(
  store: Store,
  token: string,
  requestHeaders: Headers,
  now = Date.now(),
): Promise<SignInOutcome> {
  if (!token) return { ok: false, problem: 'invalid' };
  const auth = await teamAuth(store, env().SITE_URL);
  // No callbackURL: Better Auth answers JSON (200) or, for a bad token, a redirect naming the
  // error.
  const answer = await auth.api.magicLinkVerify({
    query: { token },
    headers: requestHeaders,
    asResponse: true,
  });
  if (answer.status !== 200) return { ok: false, problem: 'invalid' };
  const { user } = (await answer.json()) as { user: { email: string } };
  if (!isListed(user.email)) {
    await store.revokeTeamSessions(
      user.email,
      { actor: 'TEAM_EMAILS', reason: 'no longer on the list' },
      now,
    );
    return { ok: false, problem: 'not-listed' };
  }
  await store.addAudit({ actor: user.email, action: 'signed-in' }, now);
  return { ok: true, email: user.email, cookies: answer.headers.getSetCookie() };
}

export const signInProblemPage = (problem: SignInProblem) => `${TEAM_PAGES.linkInvalid}#${problem}`;
