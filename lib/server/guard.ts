import 'server-only';
import { env } from './env';
import { parseFormBody } from './form-body';
import { acceptsForms, FORM_MEDIA_TYPE, mediaType } from './form-post';
import { jsonError } from './http';
import { parseJsonBody } from './json-body';
import { checkRateLimit, type Endpoint } from './rate-limit';
import { isSameOrigin } from './same-origin';
import { LIMITS } from '../schemas';

export type { Endpoint } from './rate-limit';

export type Guarded = { ok: true; body: unknown } | { ok: false; response: Response };

const BYTE_CAP: Record<Endpoint, number> = {
  contact: LIMITS.contactBytes,
  handoff: LIMITS.handoffBytes,
  subscribe: LIMITS.subscribeBytes,
  link: LIMITS.smallBytes,
  chat: LIMITS.smallBytes,
  clicks: LIMITS.smallBytes,
  'team-sign-in': LIMITS.smallBytes,
  team: LIMITS.smallBytes,
  landing: LIMITS.smallBytes,
  vitals: LIMITS.smallBytes,
};

/**
 * A form carries the same fields as the JSON in a longer encoding: a character outside ASCII takes
 * nine bytes (%E2%80%94) where JSON needs three, so its cap is wider by that much at worst.
 */
const FORM_CAP_FACTOR = 3;

const UNSUPPORTED = {
  json: 'Please send the request as application/json.',
  form: 'Please send the request as application/json or as a form (application/x-www-form-urlencoded).',
};

const refuse = (response: Response): Guarded => ({ ok: false, response });

/** What `readCapped` answers for a body the client stopped sending, as a 400's message. */
export const CUT_OFF = 'The request ended before its body did.';

/**
 * Reads at most `cap` bytes; a bigger body is abandoned mid-stream, never buffered whole. A body
 * whose client went away before its end (a closed tab, a lost connection) is `cut-off`: the
 * client's doing, answered like any other bad body, never as the server's fault.
 */
export async function readCapped(
  request: Request,
  cap: number,
): Promise<Buffer | 'too-large' | 'cut-off'> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > cap) return 'too-large';
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      return 'cut-off';
    }
    if (read.done) break;
    size += read.value.byteLength;
    if (size > cap) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/**
 * Everything an endpoint checks before it looks at the payload, cheapest first: origin 403,
 * content type 415 (JSON, or a form post where the endpoint takes one), size 413, body 400,
 * rate 429.
 */
export async function guardRequest(request: Request, endpoint: Endpoint): Promise<Guarded> {
  const { SITE_URL, ALLOWED_ORIGINS } = env();
  if (!isSameOrigin(request.headers, [SITE_URL, ...ALLOWED_ORIGINS])) {
    return refuse(jsonError(403, 'Cross-site requests are not allowed.', { endpoint }));
  }
  const form = acceptsForms(endpoint) && mediaType(request) === FORM_MEDIA_TYPE;
  if (!form && mediaType(request) !== 'application/json') {
    return refuse(
      jsonError(415, UNSUPPORTED[acceptsForms(endpoint) ? 'form' : 'json'], { endpoint }),
    );
  }
  const cap = BYTE_CAP[endpoint] * (form ? FORM_CAP_FACTOR : 1);
  const bytes = await readCapped(request, cap);
  if (bytes === 'too-large')
    return refuse(jsonError(413, 'The request is too large.', { endpoint }));
  if (bytes === 'cut-off') return refuse(jsonError(400, CUT_OFF, { endpoint }));
  const parsed = form ? parseFormBody(bytes) : parseJsonBody(bytes);
  if (!parsed.ok) return refuse(jsonError(400, parsed.message, { endpoint }));
  const decision = await checkRateLimit(request.headers, endpoint);
  if (!decision.ok) {
    return refuse(
      jsonError(429, 'Too many requests. Please wait a minute and try again.', {
        headers: { 'Retry-After': String(decision.retryAfterSeconds) },
        endpoint,
      }),
    );
  }
  return { ok: true, body: parsed.value };
}
