import 'server-only';
import type { z } from 'zod';
import { env } from '../env';
import { guardRequest } from '../guard';
import { invalidPayload, jsonError, withErrors } from '../http';
import { isSameOrigin } from '../same-origin';
import { asStorageError } from '../store/errors';
import { getStore } from '../store/default';
import type { Store } from '../store/interface';
import { checkTeamSession, type TeamMember } from './session';

export interface TeamContext {
  request: Request;
  url: URL;
  member: TeamMember;
  store: Store;
}

type TeamRoute = (request: Request) => Promise<Response>;

/** Nothing a team handler answers may be kept by a browser or a cache. */
function private_(response: Response, sessionHeaders?: Headers): Response {
  response.headers.set('Cache-Control', 'no-store');
  for (const cookie of sessionHeaders?.getSetCookie() ?? [])
    response.headers.append('Set-Cookie', cookie);
  return response;
}

/** Errors of Better Auth's queries that mean "database down" become the usual 503. */
const storageErrors =
  (route: TeamRoute): TeamRoute =>
  async (request) => {
    try {
      return await route(request);
    } catch (error) {
      throw asStorageError(error);
    }
  };

const crossSite = () => jsonError(403, 'Cross-site requests are not allowed.');

/**
 * A read of the team's data: only from the site's own pages (a link or form on another site gets
 * 403, so a forced download never happens), only with a valid session, never cached.
 */
export function teamRead(handle: (ctx: TeamContext) => Promise<Response>): TeamRoute {
  const route = withErrors(
    storageErrors(async (request) => {
      const { SITE_URL, ALLOWED_ORIGINS } = env();
      if (!isSameOrigin(request.headers, [SITE_URL, ...ALLOWED_ORIGINS]))
        return private_(crossSite());
      const store = getStore();
      const session = await checkTeamSession(request, store);
      if (!session.ok) return private_(session.response);
      const url = new URL(request.url);
      const response = await handle({ request, url, member: session.member, store });
      return private_(response, session.headers);
    }),
  );
  return route;
}

/**
 * A change by a team member: JSON from the site's own pages through the forms' guard (origin,
 * content type, size, body, rate), a valid session, then a payload its schema accepts.
 */
export function teamChange<S extends z.ZodType>(
  schema: S,
  handle: (data: z.output<S>, ctx: TeamContext) => Promise<Response>,
): TeamRoute {
  return withErrors(
    storageErrors(async (request) => {
      const guard = await guardRequest(request, 'team');
      if (!guard.ok) return private_(guard.response);
      const store = getStore();
      const session = await checkTeamSession(request, store);
      if (!session.ok) return private_(session.response);
      const parsed = schema.safeParse(guard.body);
      if (!parsed.success) return private_(invalidPayload(parsed.error));
      const url = new URL(request.url);
      const response = await handle(parsed.data, { request, url, member: session.member, store });
      return private_(response, session.headers);
    }),
  );
}

/** A CSV file to download, named for what it holds and the day. */
export function csvResponse(name: string, csv: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
    },
  });
}
