import { pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';
import { runScript } from '../support/cli';
import { handlerEnvForFile } from '../support/handler-env';
import { newClientIp, postJson, SITE, streamedRequest } from '../support/requests';

handlerEnvForFile({ RATE_LIMIT_CLICKS: '5' });

const vitals = await import('@/app/api/vitals/route');
const logClick = await import('@/app/api/log-click/route');
const cron = await import('@/app/api/cron/route');
const { getStore } = await import('@/lib/server/store/default');
const { utcDay } = await import('@/lib/server/vitals/page-view');

const BEACON = {
  path: '/blog/3',
  device: 'phone',
  connection: '3g',
  navigation: 'navigate',
  lcp: { value: 2712.4, element: 'main>article>h1' },
  inp: { value: 96, element: 'button#menu-toggle' },
  cls: { value: 0.02 },
  fcp: { value: 1204.1 },
  ttfb: { value: 310.7 },
};
const today = () => utcDay(Date.now());
const stored = async () => getStore().listPageVitals('2000-01-01');
const send = (body: unknown, options: Parameters<typeof postJson>[2] = {}) =>
  vitals.POST(postJson('/api/vitals', body, options));

describe('POST /api/vitals', () => {
  it('stores the page view with its route, device, connection, navigation, day and ratings', async () => {
    const before = (await stored()).length;
    const response = await send(BEACON);
    expect(response.status).toBe(204);
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({
      day: today(),
      route: '/blog/[id]',
      device: 'phone',
      connection: '3g',
      navigation: 'navigate',
      readings: {
        lcp: { value: 2712.4, rating: 'needs-improvement', element: 'main>article>h1' },
        inp: { value: 96, rating: 'good', element: 'button#menu-toggle' },
        cls: { value: 0.02, rating: 'good', element: null },
        fcp: { value: 1204.1, rating: 'good', element: null },
        ttfb: { value: 310.7, rating: 'good', element: null },
      },
    });
  });

  it('keeps no URL, time of day, address, user agent or visitor id: the table has no such column', async () => {
    await send(BEACON, { headers: { 'user-agent': 'Mozilla/5.0 Test', cookie: 'id=visitor-42' } });
    const db = createClient({ url: pathToFileURL(`${process.env.DATA_DIR}/site.db`).href });
    const { rows } = await db.execute('SELECT * FROM vitals').finally(() => db.close());
    const columns = Object.keys(rows[0] ?? {}).sort();
    expect(columns).toEqual(
      [
        'id',
        'day',
        'route',
        'device',
        'connection',
        'navigation',
        ...['lcp', 'inp', 'cls', 'fcp', 'ttfb'].flatMap((m) => [m, `${m}_rating`]),
        'lcp_element',
        'inp_element',
      ].sort(),
    );
    const text = JSON.stringify(rows);
    for (const trace of ['Mozilla', 'visitor-42', '198.51.100', 'http']) {
      expect(text).not.toContain(trace);
    }
    expect(text).not.toMatch(/\d\d:\d\d/);
  });

  it('stores a page view with only the metrics it had (no interaction: no INP)', async () => {
    const beacon = { ...BEACON, inp: undefined, lcp: undefined, path: '/', navigation: 'reload' };
    expect((await send(beacon)).status).toBe(204);
    expect((await stored()).at(-1)).toMatchObject({
      route: '/',
      navigation: 'reload',
      readings: { cls: { value: 0.02 }, fcp: {}, ttfb: {} },
    });
    expect((await stored()).at(-1)?.readings).not.toHaveProperty('inp');
  });

  const oversized = { ...BEACON, lcp: { value: 1, element: 'x'.repeat(3000) } };
  it.each([
    ['malformed JSON', () => vitals.POST(postJson('/api/vitals', null, { raw: '{"path":' })), 400],
    [
      'a beacon with no metric',
      () =>
        send({
          ...BEACON,
          lcp: undefined,
          inp: undefined,
          cls: undefined,
          fcp: undefined,
          ttfb: undefined,
        }),
      400,
    ],
    ['an unknown device', () => send({ ...BEACON, device: 'watch' }), 400],
    ['an unknown field (a visitor id)', () => send({ ...BEACON, visitor: 'abc' }), 400],
    ['a rating of its own', () => send({ ...BEACON, cls: { value: 0.3, rating: 'good' } }), 400],
    ['a negative time', () => send({ ...BEACON, ttfb: { value: -5 } }), 400],
    ['a time over ten minutes', () => send({ ...BEACON, lcp: { value: 600_001 } }), 400],
    ['a value that is not a number', () => send({ ...BEACON, inp: { value: '96' } }), 400],
    [
      'an element selector over 200 characters',
      () => send({ ...BEACON, inp: { value: 9, element: 'b'.repeat(201) } }),
      400,
    ],
    ['an oversized body', () => send(oversized), 413],
    [
      'an oversized body without Content-Length',
      () => vitals.POST(streamedRequest('/api/vitals', 64 * 1024)),
      413,
    ],
    ['another origin', () => send(BEACON, { headers: { origin: 'https://evil.example' } }), 403],
    [
      'a cross-site beacon without Origin',
      () => send(BEACON, { headers: { origin: '', 'sec-fetch-site': 'cross-site' } }),
      403,
    ],
    ['text/plain', () => send(BEACON, { headers: { 'content-type': 'text/plain' } }), 415],
  ])('refuses %s with a 4xx and stores nothing', async (_, request, status) => {
    const before = (await stored()).length;
    const response = await request();
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toEqual(expect.any(String));
    expect(await stored()).toHaveLength(before);
  });

  it('limits each client to the clicks’ rate per minute and stores nothing past it', async () => {
    const ip = newClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(BEACON, { ip })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });

  it('answers the preflight of an allowed origin only', async () => {
    const response = await vitals.OPTIONS(
      new Request(`${SITE}/api/vitals`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('npm run vitals and npm run clicks', () => {
  it('prints each route and device with its page views and figures', async () => {
    const run = await runScript('vitals.ts');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\/blog\/\[id\]\s+phone\s+\d+\s+too few \(\d+\)/m);
    expect(run.stdout).toMatch(/^\/\s+phone\s+1\s+too few \(0\)/m);
    expect(run.stdout).toContain('main>article>h1');
    expect(run.stdout).toContain('button#menu-toggle');
  });

  it('prints each page’s most-clicked elements over 7 and 30 days', async () => {
    const click = {
      tag: 'A',
      className: 'nav-link',
      id: 'nav-about',
      timestamp: new Date().toISOString(),
      path: '/faq',
    };
    for (let i = 0; i < 3; i++) {
      expect((await logClick.POST(postJson('/api/log-click', click))).status).toBe(204);
    }
    const run = await runScript('clicks.ts');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('/faq: 3 in 7 days, 3 in 30 days');
    expect(run.stdout).toMatch(/^a#nav-about\.nav-link\s+3\s+3$/m);
  });
});

describe('the scheduler', () => {
  it('deletes page views older than 90 days and keeps the rest', async () => {
    const store = getStore();
    const day = (daysAgo: number) => utcDay(Date.now() - daysAgo * 86_400_000);
    const old = {
      route: '/',
      device: 'desktop',
      connection: null,
      navigation: 'navigate',
      readings: { cls: { value: 0, rating: 'good', element: null } },
    } as const;
    await store.insertPageVitals({ ...old, day: day(91) });
    await store.insertPageVitals({ ...old, day: day(89) });
    const response = await cron.GET(
      new Request(`${SITE}/api/cron`, {
        headers: { authorization: 'Bearer a-long-enough-cron-secret' },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ vitalsPurged: 1 });
    const days = (await store.listPageVitals('2000-01-01')).map((v) => v.day);
    expect(days).toContain(day(89));
    expect(days).not.toContain(day(91));
  });
});
