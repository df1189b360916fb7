import { describe, expect, it } from 'vitest';
import type { DeliveryKind } from '@/lib/server/store';
import { storeEngines, storeOpener } from '../support/store-engines';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const delivery = (kind: DeliveryKind = 'team-mail', aboutId = 'lead-1') => ({
  kind,
  aboutId,
  payload: '{}',
});

describe.each(storeEngines())('the outbox on $name', (engine) => {
  const open = storeOpener(engine);

  it('lets exactly one of two racing senders claim a delivery', async () => {
    const url = await engine.freshUrl();
    const [a, b] = [await open(url), await open(url)];
    const [id = ''] = await a.addDeliveries([delivery()], NOW);
    const claims = await Promise.all([
      a.claimDelivery(id, NOW, NOW + 1000),
      b.claimDelivery(id, NOW, NOW + 1000),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await a.getDelivery(id)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('marks a delivery sent only while its sender holds it, and never claims it again', async () => {
    const store = await open();
    const [id = ''] = await store.addDeliveries([delivery()], NOW);
    await store.finishDelivery(id, 'sent', NOW);
    expect((await store.getDelivery(id))?.status).toBe('pending');
    await store.claimDelivery(id, NOW, NOW + 1000);
    await store.finishDelivery(id, 'sent', NOW + 5);
    expect(await store.getDelivery(id)).toMatchObject({ status: 'sent', sentAt: NOW + 5 });
    expect(await store.claimDelivery(id, NOW + 10_000, NOW + 20_000)).toBeNull();
  });

  it('ends a delivery that is no longer needed as cancelled, not sent', async () => {
    const store = await open();
    const [id = ''] = await store.addDeliveries([delivery('confirmation', 'sub-1')], NOW);
    await store.claimDelivery(id, NOW, NOW + 1000);
    await store.finishDelivery(id, 'cancelled', NOW + 5);
    expect(await store.getDelivery(id)).toMatchObject({ status: 'cancelled', sentAt: null });
  });

  it('puts a failed attempt back as pending until its next attempt, then failed for good', async () => {
    const store = await open();
    const [id = ''] = await store.addDeliveries([delivery()], NOW);
    await store.claimDelivery(id, NOW, NOW + 1000);
    await store.failDelivery(id, '451 try later', NOW + 60_000);
    expect(await store.getDelivery(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: NOW + 60_000,
      lastError: '451 try later',
    });
    expect(await store.claimDelivery(id, NOW + 59_999, NOW + 70_000)).toBeNull();
    expect(await store.claimDelivery(id, NOW + 60_000, NOW + 70_000)).not.toBeNull();
    await store.failDelivery(id, '550 no', null);
    expect(await store.getDelivery(id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await store.dueDeliveryIds('team-mail', NOW + 10 ** 9, 10)).toEqual([]);
  });

  it('gives a delivery back when its sender crashed and the lease ran out', async () => {
    const store = await open();
    const [id = ''] = await store.addDeliveries([delivery()], NOW);
    await store.claimDelivery(id, NOW, NOW + 120_000);
    expect(await store.dueDeliveryIds('team-mail', NOW + 119_999, 10)).toEqual([]);
    expect(await store.dueDeliveryIds('team-mail', NOW + 120_001, 10)).toEqual([id]);
    expect(await store.claimDelivery(id, NOW + 120_001, NOW + 240_000)).toMatchObject({
      attempts: 2,
    });
  });

  it('keeps a queue per kind, so a backlog of one kind never hides another', async () => {
    const store = await open();
    const webhooks = await store.addDeliveries(
      Array.from({ length: 5 }, () => delivery('webhook')),
      NOW,
    );
    const [mail] = await store.addDeliveries([delivery('team-mail')], NOW + 1);
    expect(await store.dueDeliveryIds('team-mail', NOW + 1, 2)).toEqual([mail]);
    expect((await store.dueDeliveryIds('webhook', NOW + 1, 10)).sort()).toEqual(
      [...webhooks].sort(),
    );
  });

  it('makes pending, and on request failed, deliveries due now', async () => {
    const store = await open();
    const [pending = '', failed = ''] = await store.addDeliveries([delivery(), delivery()], NOW);
    await store.claimDelivery(pending, NOW, NOW + 1);
    await store.failDelivery(pending, 'x', NOW + 3_600_000);
    await store.claimDelivery(failed, NOW, NOW + 1);
    await store.failDelivery(failed, 'x', null);
    expect(await store.makeDueNow(NOW + 1, false)).toBe(1);
    expect(await store.dueDeliveryIds('team-mail', NOW + 1, 10)).toEqual([pending]);
    expect(await store.makeDueNow(NOW + 2, true)).toBe(2);
    expect((await store.dueDeliveryIds('team-mail', NOW + 2, 10)).sort()).toEqual(
      [pending, failed].sort(),
    );
    expect(await store.listDeliveries('failed')).toEqual([]);
  });

  it('counts what is waiting, since when, and what failed for good', async () => {
    const store = await open();
    expect(await store.outboxStats()).toEqual({
      pending: 0,
      oldestPendingAt: null,
      failed: 0,
      lastMailError: null,
    });
    const [a = '', b = ''] = await store.addDeliveries([delivery(), delivery('webhook')], NOW);
    await store.addDeliveries([delivery('confirmation', 'sub-1')], NOW + 500);
    await store.claimDelivery(a, NOW, NOW + 1);
    await store.failDelivery(a, 'x', null);
    await store.claimDelivery(b, NOW, NOW + 1000);
    expect(await store.outboxStats()).toEqual({
      pending: 2,
      oldestPendingAt: NOW,
      failed: 1,
      lastMailError: 'x',
    });
  });

  it('tells whether the latest attempt to send a mail failed, whatever failed before it', async () => {
    const store = await open();
    const [a = '', b = '', hook = ''] = await store.addDeliveries(
      [delivery(), delivery('confirmation', 'sub-1'), delivery('webhook')],
      NOW,
    );
    await store.claimDelivery(a, NOW, NOW + 1000);
    await store.failDelivery(a, '451 mailbox busy', NOW + 60_000);
    expect((await store.outboxStats()).lastMailError).toBe('451 mailbox busy');
    await store.claimDelivery(b, NOW + 10, NOW + 1000);
    await store.finishDelivery(b, 'sent', NOW + 11);
    expect((await store.outboxStats()).lastMailError).toBeNull();
    await store.claimDelivery(hook, NOW + 20, NOW + 1000);
    await store.failDelivery(hook, 'receiver answered 500', NOW + 60_000);
    expect((await store.outboxStats()).lastMailError).toBeNull(); // a webhook is not mail
  });
});
