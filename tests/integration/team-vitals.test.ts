import { beforeAll, describe, expect, it } from 'vitest';
import { handlerEnvForFile } from '../support/handler-env';
import { handlerEngines } from '../support/store-engines';
import { signIn, teamRequest } from '../support/team';

/** The team's Web Vitals and clicks sections read what the beacons and the click log stored. */
const MEMBERS = Array.from({ length: 4 }, (_, i) => `vitals${i}@kilele.example`);
const env = handlerEnvForFile({ TEAM_EMAILS: MEMBERS.join(',') });
const requestLink = (await import('@/app/api/team/sign-in/route')).POST;
const confirm = (await import('@/app/api/team/sign-in/confirm/route')).POST;
const vitals = (await import('@/app/api/team/vitals/route')).GET;
const clicks = (await import('@/app/api/team/clicks/route')).GET;
const { getStore } = await import('@/lib/server/store/default');
const { utcDay } = await import('@/lib/server/vitals/page-view');

const DAY = 86_400_000;
let next = 0;

describe.each(handlerEngines())('the team’s Web Vitals and clicks on $name', (engine) => {
  let cookie = '';
  beforeAll(async () => {
    await engine.use();
    cookie = await signIn({ requestLink, confirm }, env.smtp, MEMBERS[next++] ?? '');
  });

  it('gives p75 per route and device over 28 days with counts and ratings, "too few" under 30 page views, and the slowest elements', async () => {
    const store = getStore();
    const view = (route: string, device: 'phone' | 'desktop', lcp: number, day = Date.now()) =>
      store.insertPageVitals({
        day: utcDay(day),
        route,
        device,
        connection: '4g',
        navigation: 'navigate',
        readings: {
          lcp: { value: lcp, rating: lcp <= 2500 ? 'good' : 'poor', element: 'main>img.hero' },
          inp: { value: 120, rating: 'good', element: 'button#menu' },
        },
      });
    // 40 phone views of the home page, LCP 100 ms to 4000 ms: the 30th value is the p75.
    for (let i = 1; i <= 40; i++) await view('/', 'phone', i * 100);
    for (let i = 0; i < 3; i++) await view('/about', 'desktop', 900);
    await view('/about', 'desktop', 9000, Date.now() - 29 * DAY); // outside the 28 days

    const response = await vitals(teamRequest('/api/team/vitals', cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const report = await response.json();
    expect(report).toMatchObject({ to: utcDay(Date.now()), minPageViews: 30 });
    expect(report.rows).toEqual([
      expect.objectContaining({
        route: '/',
        device: 'phone',
        pageViews: 40,
        figures: expect.objectContaining({
          lcp: { count: 40, p75: 3000, rating: 'needs-improvement' },
          inp: { count: 40, p75: 120, rating: 'good' },
          cls: { count: 0, p75: null, rating: 'too-few' },
        }),
      }),
      expect.objectContaining({
        route: '/about',
        device: 'desktop',
        pageViews: 3,
        figures: expect.objectContaining({ lcp: { count: 3, p75: null, rating: 'too-few' } }),
      }),
    ]);
    expect(report.slowest.lcp[0]).toEqual({
      route: '/',
      element: 'main>img.hero',
      count: 40,
      p75: 3000,
      rating: 'needs-improvement',
    });
    expect(report.slowest.inp[0]).toMatchObject({ element: 'button#menu', p75: 120 });
  });

  it('gives each page’s most-clicked links and buttons over 7 and 30 days', async () => {
    const store = getStore();
    const click = (path: string, tag: string, className: string, daysAgo: number) =>
      store.insertClick(
        { tag, className, elementId: '', path, occurredAt: Date.now() - daysAgo * DAY },
        Date.now() - daysAgo * DAY,
      );
    await click('/', 'A', 'cta', 1);
    await click('/', 'A', 'cta', 2);
    await click('/', 'A', 'cta', 20);
    await click('/', 'BUTTON', 'menu-toggle', 10);
    await click('/contact', 'BUTTON', 'submit', 3);
    await click('/contact', 'BUTTON', 'submit', 40); // past the 30 days

    const response = await clicks(teamRequest('/api/team/clicks', cookie));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      periods: [7, 30],
      pages: [
        {
          path: '/',
          last7: 2,
          last30: 4,
          elements: [
            { tag: 'A', elementId: '', className: 'cta', last7: 2, last30: 3 },
            { tag: 'BUTTON', elementId: '', className: 'menu-toggle', last7: 0, last30: 1 },
          ],
        },
        {
          path: '/contact',
          last7: 1,
          last30: 1,
          elements: [{ tag: 'BUTTON', elementId: '', className: 'submit', last7: 1, last30: 1 }],
        },
      ],
    });
  });

  it('refuses both without a session', async () => {
    expect((await vitals(teamRequest('/api/team/vitals', ''))).status).toBe(401);
    expect((await clicks(teamRequest('/api/team/clicks', ''))).status).toBe(401);
  });
});
