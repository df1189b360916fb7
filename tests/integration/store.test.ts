import { describe, expect, it } from 'vitest';
import { storeEngines, storeOpener } from '../support/store-engines';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const LEAD = {
  kind: 'contact' as const,
  name: 'W. K.',
  email: 'wk@example.co.ke',
  subject: 'M-Pesa integration',
  message: 'Hello',
  source: {
    ref: 'jane',
    utmSource: 'linkedin',
    utmCampaign: 'nov',
    landingPath: '/',
    formPage: '/contact',
  },
};
const teamMail = (aboutId: string) => ({ kind: 'team-mail' as const, aboutId, payload: '{}' });

describe.each(storeEngines())('the store on $name', (engine) => {
  const open = storeOpener(engine);

  it('migrates on first use, also when two instances start at once', async () => {
    const url = await engine.freshUrl();
    const [a, b] = [await open(url), await open(url)];
    await Promise.all([a.ping(), b.ping()]);
    expect(await a.countClicks()).toBe(0);
    expect(await b.listMessages()).toEqual([]);
    expect(await b.listDeliveries()).toEqual([]);
  });

  it('keeps one secret per database, shared by every instance', async () => {
    const url = await engine.freshUrl();
    const [a, b] = [await open(url), await open(url)];
    const [sa, sb] = await Promise.all([a.secret(), b.secret()]);
    expect(sa).toMatch(/^[0-9a-f]{64}$/);
    expect(sb).toBe(sa);
  });

  it('stores a lead with where its visit started, and its deliveries due at once, together', async () => {
    const store = await open();
    const [delivery] = await store.insertMessage(
      { ...LEAD, id: 'lead-1' },
      [teamMail('lead-1')],
      NOW,
    );
    expect(await store.getMessage('lead-1')).toEqual({
      ...LEAD,
      id: 'lead-1',
      createdAt: NOW,
      state: 'new',
    });
    expect(await store.getDelivery(delivery ?? '')).toMatchObject({
      kind: 'team-mail',
      aboutId: 'lead-1',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: NOW,
    });
    expect(await store.dueDeliveryIds('team-mail', NOW, 10)).toEqual([delivery]);
  });

  it('stores neither the lead nor its deliveries when any part of the write fails', async () => {
    const store = await open();
    const broken = { kind: 'no-such-kind', aboutId: 'lead-2', payload: '{}' } as never;
    await expect(
      store.insertMessage({ ...LEAD, id: 'lead-2' }, [teamMail('lead-2'), broken], NOW),
    ).rejects.toThrow();
    expect(await store.getMessage('lead-2')).toBeNull();
    expect(await store.listDeliveries()).toEqual([]);
  });

  it('lists leads from a date on, and by who shared the link', async () => {
    const store = await open();
    await store.insertMessage({ ...LEAD, id: 'a' }, [], NOW - 1000);
    await store.insertMessage({ ...LEAD, id: 'b', source: { ref: 'otieno' } }, [], NOW);
    await store.insertMessage({ ...LEAD, id: 'c', source: {} }, [], NOW + 1000);
    expect((await store.listMessages()).map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect((await store.listMessages({ since: NOW })).map((m) => m.id)).toEqual(['b', 'c']);
    expect((await store.listMessages({ ref: 'jane' })).map((m) => m.id)).toEqual(['a']);
    expect((await store.listMessages({ since: NOW, ref: 'jane' })).map((m) => m.id)).toEqual([]);
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
