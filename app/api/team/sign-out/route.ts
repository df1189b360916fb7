import { TEAM_PAGES } from '@/lib/team-pages';
import { env } from '@/lib/server/env';
import { seeOther } from '@/lib/server/form-post';
import { withErrors } from '@/lib/server/http';
import { readLinkPost } from '@/lib/server/newsletter/link-post';
import { getStore } from '@/lib/server/store/default';
import { asStorageError } from '@/lib/server/store/errors';
import { teamAuth } from '@/lib/server/team/auth';
import { checkTeamSession } from '@/lib/server/team/session';
import { refuseOtherMethods } from '@/lib/server/methods';

/** The "Sign out" button's form post: ends this session, clears its cookie, back to /team. */
export const POST = withErrors(async (request) => {
  try {
    const post = await readLinkPost(request, { sameSite: true });
    if (!post.ok) return post.response;
    const store = getStore();
    const session = await checkTeamSession(request, store);
    if (!session.ok) {
      session.response.headers.set('Cache-Control', 'no-store');
      return session.response;
    }
    const auth = await teamAuth(store, env().SITE_URL);
    const ended = await auth.api.signOut({ headers: request.headers, asResponse: true });
    await store.addAudit({ actor: session.member.email, action: 'signed-out' }, Date.now());
    const response = seeOther(request, TEAM_PAGES.home);
    for (const cookie of ended.headers.getSetCookie())
      response.headers.append('Set-Cookie', cookie);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  } catch (error) {
    throw asStorageError(error);
  }
});

export const { GET, HEAD, PUT, DELETE, PATCH } = refuseOtherMethods(['POST']);
