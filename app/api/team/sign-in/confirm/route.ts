import { TEAM_PAGES } from '@/lib/team-pages';
import { seeOther } from '@/lib/server/form-post';
import { withErrors } from '@/lib/server/http';
import { readLinkPost } from '@/lib/server/newsletter/link-post';
import { checkRateLimit } from '@/lib/server/rate-limit';
import { getStore } from '@/lib/server/store/default';
import { isUnavailable } from '@/lib/server/store/errors';
import { teamEnabled } from '@/lib/server/team/access';
import { signInProblemPage, signInWithToken } from '@/lib/server/team/sign-in';
import { refuseOtherMethods } from '@/lib/server/methods';

/**
 * The "Sign in" button of /team/sign-in?token=… posts here (next.config.ts hands the page's own
 * post over, token and all). Signing in never happens on a GET: mail scanners open every link.
 * Answers 303 to the team's home with the session cookie, or to a page that says what went wrong.
 */
export const POST = withErrors(async (request) => {
  const post = await readLinkPost(request, { sameSite: true });
  if (!post.ok) return post.response;
  if (!teamEnabled()) return seeOther(request, signInProblemPage('not-listed'));
  try {
    const decision = await checkRateLimit(request.headers, 'team-sign-in');
    if (!decision.ok) return seeOther(request, signInProblemPage('unavailable'));
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const outcome = await signInWithToken(getStore(), token, request.headers);
    if (!outcome.ok) return seeOther(request, signInProblemPage(outcome.problem));
    const response = seeOther(request, TEAM_PAGES.home);
    for (const cookie of outcome.cookies) response.headers.append('Set-Cookie', cookie);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  } catch (error) {
    if (isUnavailable(error)) return seeOther(request, signInProblemPage('unavailable'));
    throw error;
  }
});

export const { GET, HEAD, PUT, DELETE, PATCH } = refuseOtherMethods(['POST']);
