import { describe, expect, it } from 'vitest';
import type { Store } from '@/lib/server/store';
import { storeEngines, storeOpener } from '../support/store-engines';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const HOUR = 3_600_000;
const LIMIT = { gapMs: HOUR, perWindow: 3, windowMs: 24 * HOUR };
const REQUEST = {
  email: 'Amina@Example.com',
  name: 'A. O.',
  source: { formPage: '/blog/3', ref: 'jane' },
  policyVersion: '2025-05-27+abc',
};
const webhook = (aboutId: string) => ({ kind: 'webhook' as const, aboutId, payload: '{}' });

/** A pending subscriber with a confirm token whose hash is `hash`. */
async function pendingWithToken(store: Store, hash: string, expiresAt = NOW + 7 * 24 * HOUR) {
  const { subscriberId } = await store.requestSubscription(REQUEST, LIMIT, NOW);
  await store.addToken({ hash, purpose: 'confirm', subscriberId, expiresAt }, NOW);
  return subscriberId;
}

describe.each(storeEngines())('the newsletter list on $name', (engine) => {
  const open = storeOpener(engine);

  it('stores a sign-up as pending with its consent record, and queues one confirmation mail', async () => {
    const store = await open();
    const result = await store.requestSubscription(REQUEST, LIMIT, NOW);
    expect(result.status).toBe('pending');
    expect(await store.getSubscriber(result.subscriberId)).toEqual({
      id: result.subscriberId,
      email: 'amina@example.com',
      name: 'A. O.',
      status: 'pending',
      requestedAt: NOW,
      confirmedAt: null,
      unsubscribedAt: null,
      policyVersion: '2025-05-27+abc',
      source: { formPage: '/blog/3', ref: 'jane' },
    });
    expect(await store.getDelivery(result.deliveryId ?? '')).toMatchObject({
      kind: 'confirmation',
      aboutId: result.subscriberId,
      status: 'pending',
    });
  });

  it('keeps one row per address, whatever its case, and sends at most one mail an hour and three a day', async () => {
    const store = await open();
    const at = [0, 10 * 60_000, HOUR, 2 * HOUR, 3 * HOUR, 24 * HOUR + 1];
    const results = [];
    for (const offset of at)
      results.push(await store.requestSubscription(REQUEST, LIMIT, NOW + offset));
    expect(new Set(results.map((r) => r.subscriberId)).size).toBe(1);
    expect(results.map((r) => r.deliveryId !== null)).toEqual([
      true,
      false,
      true,
      true,
      false,
      true,
    ]);
    expect(await store.listSubscribers()).toHaveLength(1);
  });

  it('sends one mail when many requests for one address race', async () => {
    const store = await open();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => store.requestSubscription(REQUEST, LIMIT, NOW)),
    );
    expect(results.filter((r) => r.deliveryId !== null)).toHaveLength(1);
  });

  it('confirms with an unused, unexpired confirm token, once, with its deliveries', async () => {
    const store = await open();
    const id = await pendingWithToken(store, 'h1');
    const done = await store.confirmSubscriber('h1', [webhook(id)], NOW + HOUR);
    expect(done?.deliveryIds).toHaveLength(1);
    expect(await store.getSubscriber(id)).toMatchObject({
      status: 'confirmed',
      confirmedAt: NOW + HOUR,
    });
    expect(await store.findToken('h1')).toMatchObject({ usedAt: NOW + HOUR });
    expect(await store.confirmSubscriber('h1', [webhook(id)], NOW + 2 * HOUR)).toBeNull();
    expect(await store.listDeliveries()).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'webhook', aboutId: id })]),
    );
    expect((await store.listDeliveries()).filter((d) => d.kind === 'webhook')).toHaveLength(1);
  });

  it('cancels the confirmation mails still queued once the address is confirmed', async () => {
    const store = await open();
    const id = await pendingWithToken(store, 'h2');
    await store.confirmSubscriber('h2', [], NOW + 1);
    const confirmations = (await store.listDeliveries()).filter((d) => d.kind === 'confirmation');
    expect(confirmations.map((d) => d.status)).toEqual(['cancelled']);
    expect(id).toBeTruthy();
  });

  it('changes nothing for an expired token, an unsubscribe token or an unknown one', async () => {
    const store = await open();
    const id = await pendingWithToken(store, 'h3', NOW + 1000);
    await store.addToken(
      { hash: 'u3', purpose: 'unsubscribe', subscriberId: id, expiresAt: null },
      NOW,
    );
    expect(await store.confirmSubscriber('h3', [webhook(id)], NOW + 1000)).toBeNull();
    expect(await store.confirmSubscriber('u3', [webhook(id)], NOW)).toBeNull();
    expect(await store.confirmSubscriber('nope', [webhook(id)], NOW)).toBeNull();
    expect((await store.getSubscriber(id))?.status).toBe('pending');
    expect((await store.listDeliveries()).filter((d) => d.kind === 'webhook')).toEqual([]);
  });

  it('lets two racing confirmations of one token succeed once', async () => {
    const url = await engine.freshUrl();
    const [a, b] = [await open(url), await open(url)];
    const id = await pendingWithToken(a, 'h4');
    const results = await Promise.all([
      a.confirmSubscriber('h4', [webhook(id)], NOW + 5),
      b.confirmSubscriber('h4', [webhook(id)], NOW + 5),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await a.listDeliveries()).filter((d) => d.kind === 'webhook')).toHaveLength(1);
  });

  it('unsubscribes keeping only the address and the date, and a later sign-up starts over', async () => {
    const store = await open();
    const id = await pendingWithToken(store, 'h5');
    await store.confirmSubscriber('h5', [], NOW + 1);
    const left = await store.unsubscribe(id, [webhook(id)], NOW + 2);
    expect(left?.deliveryIds).toHaveLength(1);
    expect(await store.unsubscribe(id, [webhook(id)], NOW + 3)).toBeNull();
    expect(await store.getSubscriber(id)).toMatchObject({
      email: 'amina@example.com',
      name: '',
      status: 'unsubscribed',
      unsubscribedAt: NOW + 2,
      confirmedAt: null,
      policyVersion: null,
      source: {},
    });
    expect(await store.listSubscribers('confirmed')).toEqual([]);
    const again = await store.requestSubscription(REQUEST, LIMIT, NOW + 25 * HOUR);
    expect(again).toMatchObject({ subscriberId: id, status: 'pending' });
    expect(again.deliveryId).not.toBeNull();
  });

  it('invalidates confirm links and cancels queued mail when a pending address leaves', async () => {
    const store = await open();
    const id = await pendingWithToken(store, 'h6');
    await store.unsubscribe(id, [], NOW + 1);
    expect(await store.findToken('h6')).toBeNull();
    expect((await store.listDeliveries()).map((d) => d.status)).toEqual(['cancelled']);
    expect(await store.confirmSubscriber('h6', [], NOW + 2)).toBeNull();
  });

  it('leaves a confirmed address as it is when it signs up again', async () => {
    const store = await open();
    const id = await pendingWithToken(store, 'h7');
    await store.confirmSubscriber('h7', [], NOW + 1);
    const again = await store.requestSubscription(
      { ...REQUEST, name: 'Someone else', source: { formPage: '/faq' } },
      LIMIT,
      NOW + 2 * HOUR,
    );
    expect(again).toEqual({ subscriberId: id, status: 'confirmed', deliveryId: null });
    expect(await store.getSubscriber(id)).toMatchObject({
      name: 'A. O.',
      requestedAt: NOW,
      confirmedAt: NOW + 1,
      source: { formPage: '/blog/3', ref: 'jane' },
    });
  });

  it('purges sign-ups unconfirmed after the cut-off, and old tokens', async () => {
    const store = await open();
    const stale = await pendingWithToken(store, 'h8', NOW + 1000);
    await store.addToken(
      { hash: 'u8', purpose: 'unsubscribe', subscriberId: stale, expiresAt: null },
      NOW,
    );
    const fresh = (
      await store.requestSubscription(
        { ...REQUEST, email: 'b@example.com' },
        LIMIT,
        NOW + 10 * HOUR,
      )
    ).subscriberId;
    expect(await store.purgeUnconfirmed(NOW + HOUR, NOW)).toBe(1);
    expect(await store.getSubscriber(stale)).toBeNull();
    expect(await store.getSubscriber(fresh)).not.toBeNull();
    expect(await store.findToken('h8')).not.toBeNull(); // still says "expired" a while
    expect(await store.findToken('u8')).toBeNull();
    expect((await store.listDeliveries()).map((d) => d.aboutId)).toEqual([fresh]);
    await store.purgeUnconfirmed(NOW + HOUR, NOW + 2000);
    expect(await store.findToken('h8')).toBeNull();
  });
});
