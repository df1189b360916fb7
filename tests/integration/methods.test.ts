import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeFiles } from '../support/route-files';
import { handlerEnvForFile } from '../support/handler-env';
import { SITE } from '../support/requests';

/**
 * Every route handler of the API (app/api/ and app/subscribe/), found from the file tree, answers
 * each method it does not take with 405, the methods it takes in `Allow`, and a message in words:
 * none is left to Next.js's empty 405. The refusals read nothing and store nothing.
 */
const env = handlerEnvForFile();
const { ROUTE_METHODS, REFUSAL, allowHeader } = await import('@/lib/server/methods');
const { getStore } = await import('@/lib/server/store/default');

type Handler = ((request: Request) => Promise<Response> | Response) & { [REFUSAL]?: true };
const APP = join(process.cwd(), 'app');
const routes = await Promise.all(
  [...routeFiles(join(APP, 'api')), ...routeFiles(join(APP, 'subscribe'))].map(async (file) => ({
    path: `/${relative(APP, file)}`.replace(/\/route\.ts$/, ''),
    module: (await import(file)) as Record<string, Handler | undefined>,
  })),
);

/** The methods a route answers with its own handlers (OPTIONS is answered on every route). */
function ownMethods(module: Record<string, Handler | undefined>) {
  return ROUTE_METHODS.filter((m) => module[m] && !(REFUSAL in module[m]));
}

describe('every API route handler, found from the file tree', () => {
  it('finds them all', () => {
    const paths = routes.map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/contact', '/api/log-click', '/subscribe', '/api/team/leads']),
    );
    expect(paths.length).toBeGreaterThanOrEqual(25);
  });

  for (const { path, module } of routes) {
    const own = ownMethods(module);

    it(`${path}: answers every method, own or refused (${own.join(', ')})`, () => {
      for (const method of ROUTE_METHODS) {
        const answered = module[method] ?? (method === 'HEAD' ? module.GET : undefined);
        expect(answered, `${path} leaves ${method} to Next.js's empty 405`).toBeDefined();
      }
    });

    for (const method of ROUTE_METHODS.filter((m) => module[m] && REFUSAL in module[m])) {
      it(`${method} ${path}: 405, what it takes in Allow and in words`, async () => {
        const refuse = module[method] as Handler;
        const response = await refuse(
          new Request(`${SITE}${path}`, {
            method,
            headers: { origin: SITE, 'content-type': 'application/json' },
            body: method === 'GET' || method === 'HEAD' ? undefined : '{"email":"x@example.com"}',
          }),
        );
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe(allowHeader(own));
        const { message } = (await response.json()) as { message: string };
        expect(message).toBe(
          `This address does not take ${method} requests; it takes ${allowHeader(own)}.`,
        );
      });
    }
  }

  it('stored nothing for any refused method', async () => {
    const store = getStore();
    expect(await store.listMessages()).toEqual([]);
    expect(await store.listSubscribers()).toEqual([]);
    expect(await store.countClicks()).toBe(0);
    expect(await store.listDeliveries()).toEqual([]);
    expect(env.smtp.received).toEqual([]);
  });
});
