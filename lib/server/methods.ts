import 'server-only';
import { jsonError } from './http';

/** The methods a route handler can be asked for; Next.js answers OPTIONS itself when not given. */
export const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

type RouteMethod = (typeof ROUTE_METHODS)[number];
/** The methods left to refuse: HEAD is answered by GET's handler (Next.js) when there is one. */
type Others<A extends RouteMethod> = Exclude<RouteMethod, A | (A extends 'GET' ? 'HEAD' : never)>;

/** Marks the handlers made here, so that a test tells a route's refusals from its own handlers. */
export const REFUSAL = Symbol('refuses its method');
type Refusal = ((request: Request) => Response) & { [REFUSAL]: true };

/** The `Allow` header of a route that answers `allowed`: OPTIONS always, HEAD whenever GET. */
export function allowHeader(allowed: readonly RouteMethod[]): string {
  const all = new Set<string>([...allowed, 'OPTIONS']);
  if (all.has('GET')) all.add('HEAD');
  return [...all].sort().join(', ');
}

/**
 * A route's answers to the methods it does not take, for it to export beside its own handlers:
 * `export const { GET, HEAD, PUT, DELETE, PATCH } = refuseOtherMethods(['POST']);` (OPTIONS is
 * always answered: by the route's preflight, or by Next.js).
 * Next.js answers a method nobody exported with an empty 405 that does not say which methods the
 * address takes, which HTTP requires (RFC 9110, `Allow`); these say it in the header and in words,
 * and neither read the request nor store anything.
 */
export function refuseOtherMethods<const A extends readonly RouteMethod[]>(
  allowed: A,
): Record<Others<A[number]>, Refusal> {
  const allow = allowHeader(allowed);
  const refusals: Partial<Record<RouteMethod, Refusal>> = {};
  for (const method of ROUTE_METHODS) {
    if (allowed.includes(method) || (method === 'HEAD' && allowed.includes('GET'))) continue;
    refusals[method] = Object.assign(
      () =>
        jsonError(405, `This address does not take ${method} requests; it takes ${allow}.`, {
          headers: { Allow: allow },
        }),
      { [REFUSAL]: true as const },
    );
  }
  return refusals as Record<Others<A[number]>, Refusal>;
}
