// STAND-IN until the backend branch lands lib/guard.ts on main: same API, no rate limit.
// Take the backend's version at merge.
import 'server-only';
import { env } from './env';
import { jsonError } from './http';
import { LIMITS } from './schemas';

export type Endpoint = 'contact' | 'subscribe' | 'chat' | 'clicks';

export async function guardJson(
  request: Request,
  endpoint: Endpoint,
): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const origin = request.headers.get('origin');
  const allowed = [env().SITE_URL, ...env().ALLOWED_ORIGINS].map((u) => new URL(u).origin);
  const sameHost = origin && new URL(origin).host === request.headers.get('host');
  if (origin && !sameHost && !allowed.includes(origin)) {
    return { ok: false, response: jsonError(403, 'Cross-site requests are not allowed.') };
  }
  if (request.headers.get('content-type')?.split(';')[0]?.trim() !== 'application/json') {
    return { ok: false, response: jsonError(415, 'Please send the request as application/json.') };
  }
  const text = await request.text();
  const cap = endpoint === 'contact' ? LIMITS.contactBytes : LIMITS.smallBytes;
  if (Buffer.byteLength(text) > cap) {
    return { ok: false, response: jsonError(413, 'The request is too large.') };
  }
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: jsonError(400, 'The request body is not valid JSON.') };
  }
}
