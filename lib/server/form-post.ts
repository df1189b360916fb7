import 'server-only';
import { env } from './env';
import { FORM_PAGES, reasonForStatus, type FormEndpoint } from '../form-pages';
import type { Endpoint } from './rate-limit';
import { isSameOrigin } from './same-origin';

export const acceptsForms = (endpoint: Endpoint): endpoint is FormEndpoint =>
  endpoint in FORM_PAGES;

export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

export const mediaType = (request: Request) =>
  request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();

/**
 * A form post is a page navigation: whatever the handler decided, the browser is sent (303) to a
 * page that says so, since a JSON body would leave the visitor on a page of raw text. Bots get the
 * same pages as people. Only the cross-site refusal stays a bare 403: no visitor of ours sends it.
 */
export function withFormPosts(
  endpoint: FormEndpoint,
  handler: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await handler(request);
    if (mediaType(request) !== FORM_MEDIA_TYPE || response.status === 403) return response;
    const pages = FORM_PAGES[endpoint];
    const failed = `${pages.failed}#${reasonForStatus(response.status)}`;
    return seeOther(request, response.ok ? pages.done : failed);
  };
}

/**
 * Back to the site the form was on: a path on this host, or the page's own origin when the form
 * posted to the API on another host (NEXT_PUBLIC_CONTACT_API_URL) from an origin it allows.
 */
export function seeOther(request: Request, path: string): Response {
  const origin = request.headers.get('origin');
  let location = path;
  try {
    const { SITE_URL, ALLOWED_ORIGINS } = env();
    if (origin && isSameOrigin(request.headers, [SITE_URL, ...ALLOWED_ORIGINS])) {
      location = new URL(path, origin).href;
    }
  } catch {
    // An environment that does not validate: the relative path is right for a same-origin form.
  }
  return new Response(null, { status: 303, headers: { Location: location } });
}
