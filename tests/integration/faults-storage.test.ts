import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import '../support/after';
import { handlerEnv, RAISED_LIMITS, type HandlerEnv } from '../support/handler-env';
import { postgresAvailability, startPostgres, type PostgresServer } from '../support/postgres';
import { postJson, SITE } from '../support/requests';

const pg = postgresAvailability();
let server: PostgresServer;
let env: HandlerEnv;

beforeAll(async () => {
  env = await handlerEnv(RAISED_LIMITS);
});
afterAll(async () => {
  await env.close();
  await server?.stop();
});

/** Points the handlers at another store; they pick it up on their next request. */
async function useStorage(vars: { DATABASE_URL?: string; DATA_DIR?: string }) {
  delete process.env.DATABASE_URL;
  Object.assign(process.env, vars);
  (await import('@/lib/server/env')).resetEnv();
}

const contact = await import('@/app/api/contact/route');
const subscribe = await import('@/app/subscribe/route');
const logClick = await import('@/app/api/log-click/route');
const health = await import('@/app/api/health/route');
const chat = await import('@/app/api/chat/route');
const { getStore } = await import('@/lib/server/store/default');

let n = 0;
const writes = {
  'POST /api/contact': () =>
    contact.POST(
      postJson('/api/contact', {
        name: 'A. O.',
        email: `lead-${++n}@example.co.ke`,
        subject: 'Bank integration',
        message: 'Reconcile M-Pesa and bank statements nightly.',
        startedAt: Date.now() - 60_000,
      }),
    ),
  'POST /subscribe': () =>
    subscribe.POST(postJson('/subscribe', { name: 'W. N.', email: `reader-${++n}@example.co.ke` })),
  'POST /api/log-click': () =>
    logClick.POST(
      postJson('/api/log-click', {
        tag: 'a',
        className: 'nav-link',
        id: 'services',
        timestamp: new Date().toISOString(),
      }),
    ),
  // The chat stores nothing, but its rate limit is counted in the store.
  'POST /api/chat': () =>
    chat.POST(postJson('/api/chat', { message: 'Do you build M-Pesa integrations?' })),
};
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

async function stored() {
  const store = getStore();
  return [
    (await store.listMessages()).length,
    (await store.listSubscribers()).length,
    await store.countClicks(),
  ];
}

describe.skipIf(!('bin' in pg))('when the PostgreSQL server stops and starts again', () => {
  beforeAll(async () => {
    if (!('bin' in pg)) return;
    server = await startPostgres(pg.bin);
    await useStorage({ DATABASE_URL: await server.freshDatabase() });
  });

  it('every write endpoint answers 503 with Retry-After and the error body, never 500, and recovers by itself', async () => {
    for (const send of Object.values(writes)) expect((await send()).status).toBeLessThan(300);
    expect(await stored()).toEqual([1, 1, 1]);

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await server.halt();
    for (const [name, send] of Object.entries(writes)) {
      for (let i = 0; i < 5; i++) {
        const response = await send();
        expect(response.status, name).toBe(503);
        expect(response.headers.get('retry-after'), name).toBe('30');
        expect(await response.json(), name).toEqual(
          name.endsWith('chat')
            ? { message: UNAVAILABLE, error: UNAVAILABLE }
            : { message: UNAVAILABLE },
        );
      }
    }
    expect((await health.GET(new Request(`${SITE}/api/health?deep=1`))).status).toBe(503);
    logged.mockRestore();

    await server.resume();
    for (const [name, send] of Object.entries(writes)) {
      expect((await send()).status, name).toBeLessThan(300);
    }
    expect((await health.GET(new Request(`${SITE}/api/health?deep=1`))).status).toBe(200);
    expect(await stored()).toEqual([2, 2, 2]);
  }, 60_000);

  it('refuses a NUL byte, which PostgreSQL cannot store, with a 400 rather than a 500', async () => {
    const response = await contact.POST(
      postJson('/api/contact', {
        name: 'A.\u0000O.',
        email: 'ao@example.co.ke',
        subject: 'Bank integration',
        message: 'Hello',
        startedAt: Date.now() - 60_000,
      }),
    );
    expect(response.status).toBe(400);
  });
});

describe('when the embedded database cannot be opened', () => {
  it('every write endpoint answers 503 while its folder cannot be created, and recovers by itself', async () => {
    const blocker = join(env.dataDir, 'volume');
    writeFileSync(blocker, 'a file where the data folder should be');
    await useStorage({ DATA_DIR: join(blocker, 'data') });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [name, send] of Object.entries(writes)) {
      const response = await send();
      expect(response.status, name).toBe(503);
      expect(response.headers.get('retry-after'), name).toBe('30');
    }
    expect(logged.mock.calls.every(([line]) => /storage unavailable/.test(String(line)))).toBe(
      true,
    );
    logged.mockRestore();

    rmSync(blocker);
    for (const [name, send] of Object.entries(writes)) {
      expect((await send()).status, name).toBeLessThan(300);
    }
    expect(await stored()).toEqual([1, 1, 1]);
  });
});
