import { NEWSLETTER_PAGES } from '@/lib/form-pages';
import { seeOther } from '@/lib/server/form-post';
import { jsonError, withErrors } from '@/lib/server/http';
import { unsubscribeByToken } from '@/lib/server/newsletter/links';
import { problemPage, readLinkPost } from '@/lib/server/newsletter/link-post';
import { tokenFrom } from '@/lib/server/newsletter/tokens';
import { StorageUnavailableError } from '@/lib/server/store/errors';
import { refuseOtherMethods } from '@/lib/server/methods';

/**
 * The unsubscribe link of every mail to a subscriber, /newsletter/unsubscribe?token=…, taken by
 * POST (next.config.ts hands it over). A mail provider's one-click POST (RFC 8058: the body
 * `List-Unsubscribe=One-Click`, no cookies, no Origin) gets 200; the token in the URL is its only
 * authority. The button on the link's page gets 303 to a page that says the address is off the
 * list.
 */
export const POST = withErrors(async (request) => {
  const post = await readLinkPost(request, { sameSite: false });
  if (!post.ok) return post.response;
  const oneClick = post.fields.get('List-Unsubscribe') === 'One-Click';
  try {
    const outcome = await unsubscribeByToken(tokenFrom(request.url), Date.now());
    if (oneClick) {
      return outcome === 'unsubscribed'
        ? Response.json({ message: 'You are unsubscribed.' })
        : jsonError(404, 'This unsubscribe link is not one of ours.');
    }
    return seeOther(
      request,
      outcome === 'unsubscribed' ? NEWSLETTER_PAGES.unsubscribed : problemPage('unknown'),
    );
  } catch (error) {
    if (oneClick || !(error instanceof StorageUnavailableError)) throw error;
    return seeOther(request, problemPage('unavailable'));
  }
});

export const { GET, HEAD, PUT, DELETE, PATCH } = refuseOtherMethods(['POST']);
