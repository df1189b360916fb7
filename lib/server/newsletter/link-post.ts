import 'server-only';
import { NEWSLETTER_PAGES, type LinkProblem } from '@/lib/form-pages';
import { LIMITS } from '../../limits';
import { env } from '../env';
import { mediaType, FORM_MEDIA_TYPE } from '../form-post';
import { CUT_OFF, readCapped } from '../guard';
import { jsonError } from '../http';
import { isSameOrigin } from '../same-origin';

const MULTIPART = 'multipart/form-data';

export type LinkPost = { ok: true; fields: FormData } | { ok: false; response: Response };

/**
 * The checks before a newsletter link's post is acted on: a form body (what browsers and mail
 * providers send), small, and, where `sameSite` asks, from a page of this site. The token in the
 * URL is checked by the caller; nothing here needs the database.
 */
export async function readLinkPost(
  request: Request,
  { sameSite }: { sameSite: boolean },
): Promise<LinkPost> {
  const { SITE_URL, ALLOWED_ORIGINS } = env();
  if (sameSite && !isSameOrigin(request.headers, [SITE_URL, ...ALLOWED_ORIGINS])) {
    return { ok: false, response: jsonError(403, 'Cross-site requests are not allowed.') };
  }
  const type = mediaType(request);
  if (type !== FORM_MEDIA_TYPE && type !== MULTIPART) {
    return { ok: false, response: jsonError(415, 'Please send the request as a form.') };
  }
  const bytes = await readCapped(request, LIMITS.smallBytes);
  if (bytes === 'too-large')
    return { ok: false, response: jsonError(413, 'The request is too large.') };
  if (bytes === 'cut-off') return { ok: false, response: jsonError(400, CUT_OFF) };
  try {
    const body = new Response(new Uint8Array(bytes), {
      headers: { 'content-type': request.headers.get('content-type') ?? FORM_MEDIA_TYPE },
    });
    return { ok: true, fields: await body.formData() };
  } catch {
    return { ok: false, response: jsonError(400, 'The form data is not valid.') };
  }
}

/** Where a link's page sends the browser when the link did nothing: its reason as the fragment. */
export const problemPage = (problem: LinkProblem) => `${NEWSLETTER_PAGES.invalidLink}#${problem}`;
