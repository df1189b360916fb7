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
};
/** What must keep working without the database: a lead is mailed directly, the chat stores nothing. */
const withoutStorage = {
  'POST /api/contact': writes['POST /api/contact'],
  'POST /api/chat': () =>
    chat.POST(postJson('/api/chat', { message: 'Do you build M-Pesa integrations?' })),
};
const needStorage = {
  'POST /subscribe': writes['POST /subscribe'],
  'POST /api/log-click': writes['POST /api/log-click'],
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

  it('the sign-up and click endpoints answer 503 with Retry-After, never 500; a lead is mailed directly and the chat answers; all recover by themselves', async () => {
    for (const send of Object.values(writes)) expect((await send()).status).toBeLessThan(300);
    expect(await stored()).toEqual([1, 1, 1]);

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await server.halt();
    for (const [name, send] of Object.entries(needStorage)) {
      for (let i = 0; i < 5; i++) {
        const response = await send();
        expect(response.status, name).toBe(503);
        expect(response.headers.get('retry-after'), name).toBe('30');
        expect(await response.json(), name).toEqual({ message: UNAVAILABLE });
      }
    }
    const mailsBefore = env.smtp.received.length;
    for (const [name, send] of Object.entries(withoutStorage)) {
      expect((await send()).status, name).toBeLessThan(300);
    }
    expect(env.smtp.received).toHaveLength(mailsBefore + 1);
    expect(env.smtp.received.at(-1)?.raw).toContain('Not stored: the database was down');
    expect((await health.GET(new Request(`${SITE}/api/health?deep=1`))).status).toBe(503);
    logged.mockRestore();

    await server.resume();
    for (const [name, send] of Object.entries(writes)) {
      expect((await send()).status, name).toBeLessThan(300);
    }
    expect((await health.GET(new Request(`${SITE}/api/health?deep=1`))).status).toBe(200);
    // The lead mailed directly was never stored: only the ones sent while it was up are.
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
  it('the endpoints that need it answer 503 while its folder cannot be created, a lead is mailed directly, and all recover by themselves', async () => {
    const blocker = join(env.dataDir, 'volume');
    writeFileSync(blocker, 'a file where the data folder should be');
    await useStorage({ DATA_DIR: join(blocker, 'data') });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [name, send] of Object.entries(needStorage)) {
      const response = await send();
      expect(response.status, name).toBe(503);
      expect(response.headers.get('retry-after'), name).toBe('30');
    }
    expect((await writes['POST /api/contact']()).status).toBe(202);
    const lines = logged.mock.calls.map(([line]) => String(line));
    expect(lines.filter((line) => /storage unavailable/.test(line))).toHaveLength(2);
    expect(
      lines.filter((line) => /mailed to the team directly, not stored/.test(line)),
    ).toHaveLength(1);
    logged.mockRestore();

    rmSync(blocker);
    for (const [name, send] of Object.entries(writes)) {
      expect((await send()).status, name).toBeLessThan(300);
    }
    expect(await stored()).toEqual([1, 1, 1]);
  });
});
