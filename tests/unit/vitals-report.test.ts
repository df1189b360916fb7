import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildClicksReport } from '@/lib/server/clicks-report';
import type { PageVitals } from '@/lib/server/store/vitals-types';
import { buildVitalsReport } from '@/lib/server/vitals/report';
import { vitalsReportText } from '@/lib/server/vitals/report-text';
import { NOT_FOUND_ROUTE, routePattern } from '@/lib/server/vitals/route-pattern';
import { deviceClass, navigationOf } from '@/lib/vitals';

const NOW = Date.UTC(2026, 10, 25, 9, 0, 0);

/** Every page's route pattern, from the files under app/. */
function appPagePatterns(dir = 'app'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('_') ? [] : appPagePatterns(path);
    if (entry.name !== 'page.tsx') return [];
    return [`/${relative('app', dir).split(sep).join('/')}`.replace(/\/$/, '') || '/'];
  });
}

describe('the route a page view is counted under', () => {
  it('is the page’s own pattern for every page under app/', () => {
    const patterns = appPagePatterns();
    expect(patterns.length).toBeGreaterThan(20);
    for (const pattern of patterns.filter((p) => !p.includes('['))) {
      expect(routePattern(pattern)).toBe(pattern);
    }
    expect(patterns).toEqual(
      expect.arrayContaining(['/[service]', '/blog/[id]', '/products/[slug]']),
    );
  });

  it.each([
    ['/software-service', '/[service]'],
    ['/web-development', NOT_FOUND_ROUTE],
    ['/blog/3', '/blog/[id]'],
    ['/products/hotel-management', '/products/[slug]'],
    ['/products/any/depth', '/products/[slug]'],
    ['/no-such-page', NOT_FOUND_ROUTE],
    ['/blog/not-a-number', NOT_FOUND_ROUTE],
    ['/about/extra', NOT_FOUND_ROUTE],
    ['/products/', NOT_FOUND_ROUTE],
  ])('%s is counted as %s', (path, pattern) => {
    expect(routePattern(path)).toBe(pattern);
  });
});

describe('the device class, from the viewport', () => {
  it.each([
    [390, 844, 'phone'],
    [844, 390, 'phone'],
    [599, 1000, 'phone'],
    [768, 1024, 'tablet'],
    [1023, 800, 'tablet'],
    [1024, 768, 'desktop'],
    [1280, 800, 'desktop'],
  ] as const)('%i x %i is a %s', (width, height, device) => {
    expect(deviceClass(width, height)).toBe(device);
  });

  it('keeps the four navigation types and folds web-vitals’ others into them', () => {
    expect(['navigate', 'reload', 'back-forward', 'prerender'].map(navigationOf)).toEqual([
      'navigate',
      'reload',
      'back-forward',
      'prerender',
    ]);
    expect(navigationOf('restore')).toBe('reload');
    expect(navigationOf('back-forward-cache')).toBe('back-forward');
  });
});

const view = (over: Partial<PageVitals> & Pick<PageVitals, 'readings'>): PageVitals => ({
  day: '2026-11-25',
  route: '/',
  device: 'phone',
  connection: '4g',
  navigation: 'navigate',
  ...over,
});
const lcp = (value: number, element = 'main>h1') => ({
  lcp: { value, rating: 'good' as const, element },
});

describe('the Web Vitals report', () => {
  it('gives each route and device its p75 per metric over the last 28 days, busiest first', () => {
    const views = [
      ...Array.from({ length: 40 }, (_, i) => view({ readings: lcp(1000 + i * 100) })),
      ...Array.from({ length: 3 }, () => view({ device: 'desktop', readings: lcp(900) })),
      ...Array.from({ length: 2 }, () => view({ route: '/blog/[id]', readings: lcp(5000) })),
      // 28 days ago, outside the window: not counted.
      view({ day: '2026-10-28', readings: lcp(60_000) }),
    ];
    const report = buildVitalsReport(views, NOW);
    expect(report).toMatchObject({ from: '2026-10-29', to: '2026-11-25' });
    expect(report.rows.map((r) => [r.route, r.device, r.pageViews])).toEqual([
      ['/', 'phone', 40],
      ['/', 'desktop', 3],
      ['/blog/[id]', 'phone', 2],
    ]);
    // 40 values 1000 ... 4900: rank 30 is 3900 ms.
    expect(report.rows[0]?.figures.lcp).toEqual({
      count: 40,
      p75: 3900,
      rating: 'needs-improvement',
    });
    expect(report.rows[0]?.figures.inp).toEqual({ count: 0, p75: null, rating: 'too-few' });
    expect(report.rows[1]?.figures.lcp).toEqual({ count: 3, p75: null, rating: 'too-few' });
  });

  it('lists the elements behind LCP and INP, slowest first, with their page views', () => {
    const views = [
      view({ readings: lcp(1200, 'main>h1') }),
      view({ readings: lcp(1400, 'main>h1') }),
      view({ route: '/about', readings: lcp(4200, 'img.hero') }),
      view({
        readings: { inp: { value: 350, rating: 'needs-improvement', element: 'button#menu' } },
      }),
    ];
    const { slowest } = buildVitalsReport(views, NOW);
    expect(slowest.lcp).toEqual([
      { route: '/about', element: 'img.hero', count: 1, p75: 4200, rating: 'poor' },
      { route: '/', element: 'main>h1', count: 2, p75: 1400, rating: 'good' },
    ]);
    expect(slowest.inp).toEqual([
      {
        route: '/',
        element: 'button#menu',
        count: 1,
        p75: 350,
        rating: 'needs-improvement',
      },
    ]);
  });

  it('prints each figure with its rating and count, or "too few"', () => {
    const views = Array.from({ length: 30 }, () =>
      view({ readings: { ...lcp(2000), cls: { value: 0.3, rating: 'poor', element: null } } }),
    );
    const text = vitalsReportText(buildVitalsReport(views, NOW));
    expect(text).toMatch(
      /^\/\s+phone\s+30\s+2000 ms good \(30\)\s+too few \(0\)\s+0\.30 poor \(30\)/m,
    );
    expect(text).toContain('main>h1');
    expect(vitalsReportText(buildVitalsReport([], NOW))).toContain('No page views reported yet.');
  });
});

describe('the click report', () => {
  const count = (path: string, tag: string, clicks: number, elementId = '') => ({
    path,
    tag,
    className: '',
    elementId,
    clicks,
  });

  it('lists each page’s most-clicked elements over 7 and 30 days, busiest page first', () => {
    const pages = buildClicksReport(
      [count('/contact', 'BUTTON', 4, 'send'), count('/', 'A', 1)],
      [count('/contact', 'BUTTON', 9, 'send'), count('/', 'A', 12), count('/', 'SPAN', 2)],
    );
    expect(pages).toEqual([
      {
        path: '/',
        last7: 1,
        last30: 14,
        elements: [
          { tag: 'A', elementId: '', className: '', last7: 1, last30: 12 },
          { tag: 'SPAN', elementId: '', className: '', last7: 0, last30: 2 },
        ],
      },
      {
        path: '/contact',
        last7: 4,
        last30: 9,
        elements: [{ tag: 'BUTTON', elementId: 'send', className: '', last7: 4, last30: 9 }],
      },
    ]);
  });

  it('keeps ten elements a page: the top of the 30 days and of the last 7', () => {
    const month = Array.from({ length: 12 }, (_, i) => count('/', 'A', 100 - i, `link-${i}`));
    const week = [count('/', 'A', 50, 'link-11')];
    const [page] = buildClicksReport(week, month);
    expect(page?.elements.map((e) => e.elementId)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `link-${i}`),
      'link-11',
    ]);
  });
});
