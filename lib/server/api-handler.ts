import 'server-only';
import type { z } from 'zod';
import { withCors } from './cors';
import { acceptsForms, withFormPosts } from './form-post';
import { guardRequest, type Endpoint } from './guard';
import { invalidPayload, withErrors } from './http';

export type ApiRoute = (request: Request) => Promise<Response>;

/**
 * A POST handler that only ever sees a payload its schema accepted. Before `handle` runs the
 * request is guarded (origin, content type, size, body, rate; see `guardRequest`) and parsed; a
 * payload the schema refuses is a 400 naming each field's problems. A fault in `handle` becomes a
 * 503 (storage down) or a 500 without details. Form posts, where the endpoint takes them, are sent
 * on to a page. The site's pages may call the API on another host (NEXT_PUBLIC_API_BASE_URL and the
 * per-feature URLs), so an origin in ALLOWED_ORIGINS gets CORS headers, and every route exports
 * `preflight` as OPTIONS. Every error body is built by `jsonError` in the endpoint's style.
 */
export function apiHandler<S extends z.ZodType>(
  { endpoint, schema }: { endpoint: Endpoint; schema: S },
  handle: (data: z.output<S>, request: Request) => Promise<Response>,
): ApiRoute {
  const guarded = withErrors(async (request) => {
    const guard = await guardRequest(request, endpoint);
    if (!guard.ok) return guard.response;
    // With each value on its issue, so a missing field reads as missing (the value is not echoed).
    const parsed = schema.safeParse(guard.body, { reportInput: true });
    if (!parsed.success) return invalidPayload(parsed.error, endpoint);
    return handle(parsed.data, request);
  }, endpoint);
  const route = acceptsForms(endpoint) ? withFormPosts(endpoint, guarded) : guarded;
  return withCors(route);
}
