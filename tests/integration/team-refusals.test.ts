import { join, relative } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../support/after';
import { routeFiles } from '../support/route-files';
import { handlerEnvForFile } from '../support/handler-env';
import { SITE } from '../support/requests';
import { signIn, teamRequest } from '../support/team';

/**
 * Every route handler under app/api/team/, found from the file tree, refuses a request with no
 * session, an expired session, a forged cookie, or from another site, and changes nothing then.
 */
const MEMBERS = Array.from({ length: 10 }, (_, i) => `refusal${i}@kilele.example`);
const env = handlerEnvForFile({ TEAM_EMAILS: MEMBERS.join(',') });
const { getStore } = await import('@/lib/server/store/default');
const requestLink = (await import('@/app/api/team/sign-in/route')).POST;
const confirm = (await import('@/app/api/team/sign-in/confirm/route')).POST;
const { REFUSAL } = await import('@/lib/server/methods');

const ROOT = join(process.cwd(), 'app/api/team');
/** The handlers that begin a session: they cannot ask for one, but still refuse other sites. */
const SIGN_IN = new Set(['/api/team/sign-in', '/api/team/sign-in/confirm']);

/** A request each handler would accept from a signed-in member: the refusal is then the session's. */
const VALID: Record<string, { body?: unknown; form?: boolean; query?: string }> = {
  'POST /api/team/leads/state': { body: { id: 'some-lead', state: 'replied' } },
  'POST /api/team/sign-out': { form: true },
  'POST /api/team/sign-in': { body: { email: MEMBERS[0] } },
  'POST /api/team/sign-in/confirm': { form: true, query: '?token=whatever' },
  'GET /api/team/link': { query: '?page=/contact&subject=Hi' },
};

type Handler = (request: Request) => Promise<Response>;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const handlers = (
  await Promise.all(
    routeFiles(ROOT).map(async (file) => {
      const path = `/api/team/${relative(ROOT, file)}`.replace(/\/route\.ts$/, '');
      const routeModule = (await import(file)) as Record<string, Handler | undefined>;
      return METHODS.flatMap((method) => {
        const handler = routeModule[method];
        // The answers to methods a route does not take are tested with every route's (methods.test.ts).
        return handler && !(REFUSAL in handler)
          ? [{ path, key: `${method} ${path}`, handler }]
          : [];
      });
    }),
  )
).flat();

function request(key: string, cookie: string, headers: Record<string, string> = {}): Request {
  const [method, path] = key.split(' ') as [string, string];
  const valid = VALID[key] ?? {};
  const url = `${path}${valid.query ?? ''}`;
  if (method === 'GET') return teamRequest(url, cookie, { headers });
  if (valid.form)
    return teamRequest(url, cookie, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE,
        ...headers,
      },
    });
  return teamRequest(url, cookie, { body: valid.body ?? {}, headers });
}

const FORGED = [
  `__Secure-team.session_token=${'A'.repeat(32)}.${'B'.repeat(43)}=`,
  `team.session_token=${'A'.repeat(32)}`,
];

afterEach(() => vi.useRealTimers());

describe('every team route handler, found from the file tree', () => {
  let expiredCookie = '';
  let liveCookie = '';
  let auditBefore = 0;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 9 * 3_600_000 });
    expiredCookie = await signIn({ requestLink, confirm }, env.smtp, MEMBERS[1] ?? '');
    vi.useRealTimers();
    liveCookie = await signIn({ requestLink, confirm }, env.smtp, MEMBERS[2] ?? '');
    auditBefore = (await getStore().listAudit(1000)).length;
  });

  it('finds the handlers, and a valid request for each change', () => {
    const found = handlers.map((h) => h.key);
    expect(found).toEqual(
      expect.arrayContaining(['GET /api/team/leads', 'POST /api/team/leads/state']),
    );
    for (const key of found.filter((k) => k.startsWith('POST')))
      expect(VALID[key], `add a valid request for ${key} to VALID`).toBeDefined();
    expect(found.length).toBeGreaterThanOrEqual(12);
  });

  for (const { key, path, handler } of handlers) {
    it(`${key}: refuses a request from another site (403)`, async () => {
      for (const headers of [
        { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
        { origin: '', 'sec-fetch-site': 'cross-site' },
      ]) {
        const response = await handler(request(key, liveCookie, headers));
        expect(response.status, JSON.stringify(headers)).toBe(403);
      }
    });

    if (SIGN_IN.has(path)) continue;

    it(`${key}: refuses no session, an expired one and a forged cookie (401), never cached`, async () => {
      for (const cookie of ['', expiredCookie, ...FORGED]) {
        const response = await handler(request(key, cookie));
        expect(response.status, `cookie: ${cookie.slice(0, 40)}`).toBe(401);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    });
  }

  it('logged nothing and changed nothing for any refused request', async () => {
    expect((await getStore().listAudit(1000)).length).toBe(auditBefore);
  });

  it('answers a signed-in member, never cached (the refusals above are the session’s)', async () => {
    const leads = (await import('@/app/api/team/leads/route')).GET;
    const response = await leads(teamRequest('/api/team/leads', liveCookie));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
