import { NEWSLETTER_PAGES } from '@/lib/form-pages';
import { seeOther } from '@/lib/server/form-post';
import { withErrors } from '@/lib/server/http';
import { confirmByToken } from '@/lib/server/newsletter/links';
import { problemPage, readLinkPost } from '@/lib/server/newsletter/link-post';
import { tokenFrom } from '@/lib/server/newsletter/tokens';
import { checkRateLimit } from '@/lib/server/rate-limit';
import { StorageUnavailableError } from '@/lib/server/store/errors';
import { refuseOtherMethods } from '@/lib/server/methods';

/**
 * The "Confirm my subscription" button of /newsletter/confirm?token=… posts here (next.config.ts
 * hands the page's own post over, token and all). Confirming never happens on a GET: mail
 * scanners open every link in a message. Answers 303 to a page that says what happened.
 */
export const POST = withErrors(async (request) => {
  const post = await readLinkPost(request, { sameSite: true });
  if (!post.ok) return post.response;
  try {
    const decision = await checkRateLimit(request.headers, 'link');
    if (!decision.ok) return seeOther(request, problemPage('unavailable'));
    const outcome = await confirmByToken(tokenFrom(request.url), Date.now());
    return seeOther(
      request,
      outcome === 'confirmed' ? NEWSLETTER_PAGES.confirmed : problemPage(outcome),
    );
  } catch (error) {
    if (error instanceof StorageUnavailableError)
      return seeOther(request, problemPage('unavailable'));
    throw error;
  }
});

export const { GET, HEAD, PUT, DELETE, PATCH } = refuseOtherMethods(['POST']);
