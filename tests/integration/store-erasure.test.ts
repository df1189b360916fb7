import { describe, expect, it } from 'vitest';
import { createStore } from '@/lib/server/store';
import { migrations } from '@/lib/server/store/migrations';
import { postgresDriver } from '@/lib/server/store/postgres';
import { sqliteDriver } from '@/lib/server/store/sqlite';
import { storeEngines, storeOpener } from '../support/store-engines';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const LIMIT = { gapMs: 3_600_000, perWindow: 3, windowMs: 86_400_000 };
const lead = (id: string, email: string) => ({
  id,
  kind: 'contact' as const,
  name: 'A. O.',
  email,
  subject: 'Offline-first app',
  message: 'Hello',
  source: {},
});

describe.each(storeEngines())('erasure and migrations on $name', (engine) => {
  const open = storeOpener(engine);

  it('erases every row about one address, whatever its case, and logs only a key', async () => {
    const store = await open();
    await store.insertMessage(
      lead('m1', 'Amina@Example.com'),
      [{ kind: 'team-mail', aboutId: 'm1', payload: '{}' }],
      NOW,
    );
    await store.insertMessage(lead('m2', 'amina@example.com'), [], NOW);
    await store.insertMessage(
      lead('m3', 'other@example.com'),
      [{ kind: 'team-mail', aboutId: 'm3', payload: '{}' }],
      NOW,
    );
    const { subscriberId } = await store.requestSubscription(
      { email: 'AMINA@example.com', name: 'A. O.', source: {}, policyVersion: 'v' },
      LIMIT,
      NOW,
    );
    await store.addToken({ hash: 't1', purpose: 'confirm', subscriberId, expiresAt: NOW + 1 }, NOW);

    const removed = await store.forget(' amina@EXAMPLE.com ', 'key-1', NOW + 5);
    expect(removed).toEqual({ messages: 2, subscribers: 1, deliveries: 2, tokens: 1 });
    expect((await store.listMessages()).map((m) => m.id)).toEqual(['m3']);
    expect(await store.listSubscribers()).toEqual([]);
    expect((await store.listDeliveries()).map((d) => d.aboutId)).toEqual(['m3']);
    expect(await store.findToken('t1')).toBeNull();
    expect(await store.forget('amina@example.com', 'key-2', NOW + 6)).toEqual({
      messages: 0,
      subscribers: 0,
      deliveries: 0,
      tokens: 0,
    });
  });

  it('moves every row of a database from before the one outbox, losing none', async () => {
    const url = await engine.freshUrl();
    const driver = url.startsWith('postgres') ? postgresDriver(url) : sqliteDriver(url);
    await driver.migrate(migrations.slice(0, 1));
    const insert = `INSERT INTO messages (id, name, email, subject, message, status, attempts, next_attempt_at, lease_until, last_error, created_at, sent_at)
                    VALUES (?, 'A. O.', 'a@example.com', ?, 'Hello', ?, ?, ?, NULL, ?, ?, ?)`;
    await driver.query(insert, [
      'old-sent',
      'Website redesign',
      'sent',
      1,
      NOW,
      null,
      NOW,
      NOW + 1,
    ]);
    await driver.query(insert, [
      'old-failed',
      'From the website chat: price?',
      'failed',
      6,
      NOW,
      '451',
      NOW,
      null,
    ]);
    await driver.query(insert, [
      'old-pending',
      'M-Pesa',
      'pending',
      2,
      NOW + 60_000,
      '451',
      NOW,
      null,
    ]);
    await driver.query(
      `INSERT INTO subscribers (email, name, created_at) VALUES ('b@example.com', 'B.', ?)`,
      [NOW],
    );
    await driver.close();

    const store = await open(url);
    expect((await store.listMessages()).map((m) => [m.id, m.kind])).toEqual([
      ['old-failed', 'handoff'],
      ['old-pending', 'contact'],
      ['old-sent', 'contact'],
    ]);
    expect(await store.getDelivery('old-pending')).toMatchObject({
      kind: 'team-mail',
      aboutId: 'old-pending',
      status: 'pending',
      attempts: 2,
      nextAttemptAt: NOW + 60_000,
      lastError: '451',
    });
    expect(await store.getDelivery('old-sent')).toMatchObject({ status: 'sent', sentAt: NOW + 1 });
    expect(await store.getDelivery('old-failed')).toMatchObject({ status: 'failed', attempts: 6 });
    // Never asked to confirm: pending, so never exported.
    expect(await store.listSubscribers()).toEqual([
      expect.objectContaining({ email: 'b@example.com', status: 'pending', requestedAt: NOW }),
    ]);
    expect(await store.listSubscribers('confirmed')).toEqual([]);
  });
});

describe.each(storeEngines())('reopening on $name', (engine) => {
  it('opens a migrated database again without running any step twice', async () => {
    const url = await engine.freshUrl();
    const first = createStore(url);
    await first.insertMessage(lead('x', 'x@example.com'), [], NOW);
    await first.close();
    const second = createStore(url);
    expect((await second.listMessages()).map((m) => m.id)).toEqual(['x']);
    await second.close();
  });
});
