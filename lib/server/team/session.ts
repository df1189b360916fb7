import 'server-only';
import { env } from '../env';
import { jsonError } from '../http';
import type { Store } from '../store/interface';
import { isListed, teamEnabled } from './access';
import { teamAuth } from './auth';

export interface TeamMember {
  email: string;
}

export type SessionCheck =
  { ok: true; member: TeamMember; headers: Headers } | { ok: false; response: Response };

export const TEAM_OFF = 'The team pages are off. An operator turns them on by setting TEAM_EMAILS.';

/**
 * Who is asking, from the session cookie: 404 while the pages are off, 401 without a valid
 * session (none, expired, revoked or forged), 403 for an address taken off TEAM_EMAILS, whose
 * sessions end right here. On success, `headers` carries the cookie Better Auth renewed (the
 * session's idle end moves on with use).
 */
export async function checkTeamSession(request: Request, store: Store): Promise<SessionCheck> {
  if (!teamEnabled()) return { ok: false, response: jsonError(404, TEAM_OFF) };
  const auth = await teamAuth(store, env().SITE_URL);
  const { headers, response: found } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  if (!found) return { ok: false, response: jsonError(401, 'Please sign in.') };
  const { email } = found.user;
  if (!isListed(email)) {
    await store.revokeTeamSessions(
      email,
      { actor: 'TEAM_EMAILS', reason: 'no longer on the list' },
      Date.now(),
    );
    return {
      ok: false,
      response: jsonError(403, 'This address may no longer sign in to the team pages.'),
    };
  }
  return { ok: true, member: { email }, headers };
}
