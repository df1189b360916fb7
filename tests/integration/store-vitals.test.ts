import { describe, expect, it } from 'vitest';
import type { Driver, MigrationStep } from '@/lib/server/store/driver';
import { migrations } from '@/lib/server/store/migrations';
import { postgresDriver } from '@/lib/server/store/postgres';
import { sqliteDriver } from '@/lib/server/store/sqlite';
import type { PageVitals } from '@/lib/server/store/vitals-types';
import { storeEngines, storeOpener } from '../support/store-engines';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const VIEW: PageVitals = {
  day: '2026-11-25',
  route: '/blog/[id]',
  device: 'tablet',
  connection: null,
  navigation: 'back-forward',
  readings: {
    lcp: { value: 1834.6, rating: 'good', element: 'main>img.hero' },
    cls: { value: 0.1234, rating: 'needs-improvement', element: null },
  },
};
const click = (path: string, tag: string, occurredAt = NOW) => ({
  tag,
  className: 'link',
  elementId: '',
  path,
  occurredAt,
});

const driverFor = (url: string): Driver =>
  url.startsWith('postgres') ? postgresDriver(url) : sqliteDriver(url);

describe.each(storeEngines())('Web Vitals and click counts on $name', (engine) => {
  const open = storeOpener(engine);

  it('stores page views as sent, and lists them from a day on', async () => {
    const store = await open();
    await store.insertPageVitals({ ...VIEW, day: '2026-10-01' });
    await store.insertPageVitals(VIEW);
    await store.insertPageVitals({ ...VIEW, connection: '4g', device: 'phone' });
    const listed = await store.listPageVitals('2026-11-01');
    expect(listed).toEqual([VIEW, { ...VIEW, connection: '4g', device: 'phone' }]);
  });

  it('refuses a device, navigation or rating outside the known ones', async () => {
    const store = await open();
    await expect(store.insertPageVitals({ ...VIEW, device: 'watch' as never })).rejects.toThrow();
    await expect(
      store.insertPageVitals({ ...VIEW, navigation: 'soft-navigation' as never }),
    ).rejects.toThrow();
    await expect(
      store.insertPageVitals({
        ...VIEW,
        readings: { inp: { value: 1, rating: 'fine' as never, element: null } },
      }),
    ).rejects.toThrow();
    expect(await store.listPageVitals('2000-01-01')).toEqual([]);
  });

  it('purges page views from before a day', async () => {
    const store = await open();
    await store.insertPageVitals({ ...VIEW, day: '2026-08-26' });
    await store.insertPageVitals({ ...VIEW, day: '2026-08-27' });
    expect(await store.purgeVitals('2026-08-27')).toBe(1);
    expect((await store.listPageVitals('2000-01-01')).map((v) => v.day)).toEqual(['2026-08-27']);
  });

  it('counts clicks per page and element since a time', async () => {
    const store = await open();
    await store.insertClick(click('/', 'a'), NOW - 10 * 86_400_000);
    await store.insertClick(click('/', 'a'), NOW - 1000);
    await store.insertClick(click('/', 'a'), NOW);
    await store.insertClick(click('/faq', 'button'), NOW);
    const counts = await store.clickCounts(NOW - 7 * 86_400_000);
    expect(counts.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/', tag: 'a', className: 'link', elementId: '', clicks: 2 },
      { path: '/faq', tag: 'button', className: 'link', elementId: '', clicks: 1 },
    ]);
  });

  it('applies a migration step a database lacks even when it already has a later one', async () => {
    // A deployment may get step n+1 before step n (two branches landing in either order).
    const url = await engine.freshUrl();
    const step = (id: number, table: string): MigrationStep => ({
      id,
      statements: () => [`CREATE TABLE ${table} (x INTEGER)`],
    });
    const first = driverFor(url);
    await first.migrate([step(1, 'one'), step(3, 'three')]);
    await first.close();
    const later = driverFor(url);
    await later.migrate([step(1, 'one'), step(2, 'two'), step(3, 'three')]);
    const ids = await later.query('SELECT id FROM schema_migrations ORDER BY id');
    expect(ids.rows.map((r) => Number(r.id))).toEqual([1, 2, 3]);
    expect((await later.query('SELECT COUNT(*) AS n FROM two')).rows[0]).toBeDefined();
    await later.close();
  });

  it.each([
    ['the team’s step 3 but not step 4', [1, 2, 3]],
    ['step 4 but not the team’s step 3', [1, 2, 4]],
    ['no step at all', []],
  ])('brings a database with %s up to every step, team tables and vitals alike', async (_, had) => {
    const url = await engine.freshUrl();
    const before = driverFor(url);
    await before.migrate(migrations.filter((m) => had.includes(m.id)));
    await before.close();
    const after = driverFor(url);
    await after.migrate(migrations);
    const ids = await after.query('SELECT id FROM schema_migrations ORDER BY id');
    expect(ids.rows.map((r) => Number(r.id))).toEqual(migrations.map((m) => m.id));
    for (const table of ['vitals', 'team_user', 'team_session', 'landings'])
      expect((await after.query(`SELECT COUNT(*) AS n FROM ${table}`)).rows).toHaveLength(1);
    await after.close();
  });
});
