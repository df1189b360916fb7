import 'server-only';
import { env } from './env';
import { allowHeader } from './methods';

/**
 * When the site's pages call the API on another host (NEXT_PUBLIC_API_BASE_URL ...), the browser
 * needs CORS: only SITE_URL and ALLOWED_ORIGINS get it; same-origin calls need none.
 */
function corsOrigin(request: Request): string | undefined {
  const origin = request.headers.get('origin');
  if (!origin) return undefined;
  const { SITE_URL, ALLOWED_ORIGINS } = env();
  const allowed = [SITE_URL, ...ALLOWED_ORIGINS].map((url) => new URL(url).origin);
  return allowed.includes(origin) ? origin : undefined;
}

/** Adds the CORS headers an allowed cross-origin caller needs to read the answer. */
export function withCors(
  handler: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await handler(request);
    const origin = corsOrigin(request);
    if (origin) {
      response.headers.set('Access-Control-Allow-Origin', origin);
      response.headers.append('Vary', 'Origin');
    }
    return response;
  };
}

/** The preflight of a JSON POST from an allowed origin; others get no CORS headers (browser blocks). */
export async function preflight(request: Request): Promise<Response> {
  const origin = corsOrigin(request);
  const allow = allowHeader(['POST']);
  if (!origin)
    return new Response(null, { status: 204, headers: { Allow: allow, Vary: 'Origin' } });
  return new Response(null, {
    status: 204,
    headers: {
      Allow: allow,
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    },
  });
}
