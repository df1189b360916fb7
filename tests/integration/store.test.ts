import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '@/lib/server/store';
import { postgresAvailability, startPostgres, type PostgresServer } from '../support/postgres';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const MESSAGE = {
  name: 'W. K.',
  email: 'wk@example.co.ke',
  subject: 'M-Pesa integration',
  message: 'Hello',
};

interface Engine {
  name: string;
  /** An empty database of this engine. */
  freshUrl(): Promise<string>;
}

const tmp = mkdtempSync(join(tmpdir(), 'store-test-'));
let fileCounter = 0;
const sqlite: Engine = {
  name: 'SQLite (libSQL file)',
  freshUrl: async () => pathToFileURL(join(tmp, `db-${++fileCounter}`, 'site.db')).href,
};

const pgAvailability = postgresAvailability();
let pgServer: PostgresServer | undefined;
const postgres: Engine = {
  name: 'PostgreSQL',
  freshUrl: async () => {
    if (!pgServer) throw new Error('PostgreSQL server not started');
    return pgServer.freshDatabase();
  },
};

beforeAll(async () => {
  if ('bin' in pgAvailability) pgServer = await startPostgres(pgAvailability.bin);
});
afterAll(async () => {
  await pgServer?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

const engines = 'bin' in pgAvailability ? [sqlite, postgres] : [sqlite];

describe.each(engines)('the store on $name', (engine) => {
  const opened: Store[] = [];
  const open = async (url?: string) => {
    const store = createStore(url ?? (await engine.freshUrl()));
    opened.push(store);
    return store;
  };
  afterAll(async () => {
    await Promise.all(opened.map((s) => s.close()));
  });

  it('migrates on first use, also when two instances start at once', async () => {
    const url = await engine.freshUrl();
    const [a, b] = [await open(url), await open(url)];
    await Promise.all([a.ping(), b.ping()]);
    expect(await a.countClicks()).toBe(0);
    expect(await b.listMessages()).toEqual([]);
  });

  it('keeps one rate-limit salt per database, shared by every instance', async () => {
    const url = await engine.freshUrl();
    const [a, b] = [await open(url), await open(url)];
    const [sa, sb] = await Promise.all([a.secret(), b.secret()]);
    expect(sa).toMatch(/^[0-9a-f]{64}$/);
    expect(sb).toBe(sa);
  });

  it('stores a contact message as pending and due at once', async () => {
    const store = await open();
    const id = await store.insertMessage(MESSAGE, NOW);
    expect(await store.getMessage(id)).toMatchObject({
      ...MESSAGE,
      id,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: NOW,
      sentAt: null,
    });
    expect(await store.dueMessageIds(NOW, 10)).toEqual([id]);
  });

  it('lets exactly one of two racing senders claim a message', async () => {
    const url = await engine.freshUrl();
    const [a, b] = [await open(url), await open(url)];
    const id = await a.insertMessage(MESSAGE, NOW);
    const claims = await Promise.all([
      a.claimMessage(id, NOW, NOW + 1000),
      b.claimMessage(id, NOW, NOW + 1000),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await a.getMessage(id)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('marks a message sent only while its sender holds it', async () => {
    const store = await open();
    const id = await store.insertMessage(MESSAGE, NOW);
    await store.markSent(id, NOW);
    expect((await store.getMessage(id))?.status).toBe('pending');
    await store.claimMessage(id, NOW, NOW + 1000);
    await store.markSent(id, NOW + 5);
    expect(await store.getMessage(id)).toMatchObject({ status: 'sent', sentAt: NOW + 5 });
    expect(await store.claimMessage(id, NOW + 10_000, NOW + 20_000)).toBeNull();
  });

  it('puts a failed attempt back as pending until its next attempt, then failed for good', async () => {
    const store = await open();
    const id = await store.insertMessage(MESSAGE, NOW);
    await store.claimMessage(id, NOW, NOW + 1000);
    await store.markAttemptFailed(id, '451 try later', NOW + 60_000);
    expect(await store.getMessage(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: NOW + 60_000,
      lastError: '451 try later',
    });
    expect(await store.claimMessage(id, NOW + 59_999, NOW + 70_000)).toBeNull();
    expect(await store.claimMessage(id, NOW + 60_000, NOW + 70_000)).not.toBeNull();
    await store.markAttemptFailed(id, '550 no', null);
    expect(await store.getMessage(id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await store.dueMessageIds(NOW + 10 ** 9, 10)).toEqual([]);
  });

  it('gives a message back when its sender crashed and the lease ran out', async () => {
    const store = await open();
    const id = await store.insertMessage(MESSAGE, NOW);
    await store.claimMessage(id, NOW, NOW + 120_000);
    expect(await store.dueMessageIds(NOW + 119_999, 10)).toEqual([]);
    expect(await store.dueMessageIds(NOW + 120_001, 10)).toEqual([id]);
    expect(await store.claimMessage(id, NOW + 120_001, NOW + 240_000)).toMatchObject({
      attempts: 2,
    });
  });

  it('makes pending, and on request failed, messages due now', async () => {
    const store = await open();
    const pending = await store.insertMessage(MESSAGE, NOW);
    const failed = await store.insertMessage(MESSAGE, NOW);
    await store.claimMessage(pending, NOW, NOW + 1);
    await store.markAttemptFailed(pending, 'x', NOW + 3_600_000);
    await store.claimMessage(failed, NOW, NOW + 1);
    await store.markAttemptFailed(failed, 'x', null);
    expect(await store.makeDueNow(NOW + 1, false)).toBe(1);
    expect(await store.dueMessageIds(NOW + 1, 10)).toEqual([pending]);
    expect(await store.makeDueNow(NOW + 2, true)).toBe(2);
    expect((await store.dueMessageIds(NOW + 2, 10)).sort()).toEqual([pending, failed].sort());
    expect(await store.listMessages('failed')).toEqual([]);
  });

  it('keeps one subscriber per email, whatever its case', async () => {
    const store = await open();
    expect(await store.addSubscriber('Amina@Example.com', 'A. O.', NOW)).toBe(true);
    expect(await store.addSubscriber(' amina@example.COM ', 'Someone else', NOW + 1)).toBe(false);
    expect(await store.listSubscribers()).toEqual([
      { email: 'amina@example.com', name: 'A. O.', createdAt: NOW },
    ]);
  });

  it('stores clicks and purges those older than a cut-off', async () => {
    const store = await open();
    const click = {
      tag: 'a',
      className: 'nav-link',
      elementId: '',
      path: '/services',
      occurredAt: NOW,
    };
    await store.insertClick(click, NOW - 91 * 86_400_000);
    await store.insertClick(click, NOW);
    expect(await store.countClicks()).toBe(2);
    expect(await store.purgeClicks(NOW - 90 * 86_400_000)).toBe(1);
    expect(await store.countClicks()).toBe(1);
  });

  it('counts rate-limit hits per key and window, and purges expired windows', async () => {
    const store = await open();
    expect(await store.hitRateLimit('k1', NOW, NOW + 60_000)).toBe(1);
    expect(await store.hitRateLimit('k1', NOW, NOW + 60_000)).toBe(2);
    expect(await store.hitRateLimit('k2', NOW, NOW + 60_000)).toBe(1);
    expect(await store.hitRateLimit('k1', NOW + 60_000, NOW + 120_000)).toBe(1);
    const racing = await Promise.all(
      Array.from({ length: 10 }, () => store.hitRateLimit('k3', NOW, NOW + 60_000)),
    );
    expect(racing.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await store.purgeRateLimits(NOW + 60_000)).toBe(3);
    expect(await store.hitRateLimit('k1', NOW, NOW + 60_000)).toBe(1);
  });
});
