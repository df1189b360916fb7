import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import { fullyWorking } from './support/held';
import { dataDir } from './support/stored';
import { expect, test, type Page } from './support/test';

/**
 * Web Vitals of real visitors, end to end against the production build: each page view sends one
 * beacon when the page is hidden, the server stores it under the page's route, and `npm run vitals`
 * reports it. The reporter is a chunk loaded after the page is fully working.
 */
const PAGES = ['/about', '/faq', '/contact'];
/** Strings of the reporter's code and of web-vitals' (its LCP observer), in no other script. */
const LAZY_CODE = ['/api/vitals', 'largest-contentful-paint'];

async function vitalsRows(where = '1 = 1', args: string[] = []) {
  const file = join(dataDir, 'site.db');
  // A fresh data folder has no database until the server first stores something.
  if (!existsSync(file)) return [];
  const db = createClient({ url: pathToFileURL(file).href });
  try {
    return (await db.execute({ sql: `SELECT * FROM vitals WHERE ${where}`, args })).rows;
  } catch (error) {
    // Nor the table until the first request that opens the store.
    if (String(error).includes('no such table')) return [];
    throw error;
  } finally {
    db.close();
  }
}

const countFor = async (route: string) =>
  (await vitalsRows('route = ? AND device = ?', [route, 'desktop'])).length;

/** The page as a visitor has it once every control works and the reporter's chunk has arrived. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await fullyWorking(page);
  await page.waitForLoadState('networkidle');
  // An interaction, so that the beacon carries INP and the element behind it.
  await page.locator('main h1').first().click();
  // The browser times an interaction at the frame after it: leaving the page before that frame
  // (as the next visit would, on a busy machine) would leave the beacon with no INP.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        new PerformanceObserver((list) => list.getEntries().length && resolve()).observe({
          type: 'first-input',
          buffered: true,
        });
        setTimeout(() => reject(new Error('the click was never timed')), 10_000);
      }),
  );
}

function runVitalsCli(): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/vitals.ts'],
    { env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`exit ${code}`)))),
  );
}

test('three pages visited and hidden: the beacon of each is stored, and npm run vitals lists their routes with counts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const before = Object.fromEntries(
    await Promise.all(PAGES.map(async (p) => [p, await countFor(p)] as const)),
  );
  const [newest] = await vitalsRows('1 = 1 ORDER BY id DESC LIMIT 1');
  const lastIdBefore = String(newest?.id ?? 0);
  // Leaving a page hides it (as switching tabs or apps does); the last one is hidden by closing it.
  for (const path of PAGES) await visit(page, path);
  await page.close({ runBeforeUnload: true });

  // (A beacon sent as its page unloads is not among Playwright's requests: the database is read.)
  for (const path of PAGES) {
    await expect
      .poll(() => countFor(path), { timeout: 10_000, message: path })
      .toBeGreaterThan(before[path] ?? 0);
  }
  // This visit's /faq beacon: the one whose INP is the click on the heading. Other tests' pages,
  // closed as they end, send theirs to the same database at the same time.
  const ours = () =>
    vitalsRows('route = ? AND id > ? AND inp_element LIKE ?', ['/faq', lastIdBefore, '%h1%']);
  await expect.poll(async () => (await ours()).length, { timeout: 10_000 }).toBe(1);
  const [stored] = await ours();
  expect(stored).toMatchObject({ device: 'desktop', navigation: 'navigate' });
  expect(stored?.inp).toEqual(expect.any(Number));
  expect(stored?.fcp).toEqual(expect.any(Number));
  expect(stored?.ttfb).toEqual(expect.any(Number));
  expect(stored?.lcp).toEqual(expect.any(Number));
  expect(stored?.inp_element).toEqual(expect.stringContaining('h1'));

  const counts = Object.fromEntries(
    await Promise.all(PAGES.map(async (p) => [p, await countFor(p)] as const)),
  );
  const report = await runVitalsCli();
  for (const path of PAGES) {
    const row = new RegExp(`^${path}\\s+desktop\\s+(\\d+)\\s`, 'm').exec(report);
    expect(row, `${path} in:\n${report}`).not.toBeNull();
    // Other tests' page views may land in between: at least the count read just before.
    expect(Number(row?.[1])).toBeGreaterThanOrEqual(counts[path] ?? 0);
  }
});

test('a tap made just before the page is hidden is in its beacon, as when a visitor taps and switches apps', async ({
  page,
}) => {
  const [newest] = await vitalsRows('1 = 1 ORDER BY id DESC LIMIT 1');
  const lastIdBefore = String(newest?.id ?? 0);
  await page.goto('/privacy-policy');
  await fullyWorking(page);
  await page.waitForLoadState('networkidle');
  // The page is hidden in the task that hands the tap's timing to the page's observers: web-vitals
  // (whose observer came first) has the entry but has not looked at it yet, as it waits for the
  // browser to be idle. (The one way to hide a page at an exact moment is to say it is hidden.)
  await page.evaluate(() => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }).observe({ type: 'first-input' });
  });
  await page.locator('main h1').first().click();

  const ours = () =>
    vitalsRows('route = ? AND id > ? AND inp_element LIKE ?', [
      '/privacy-policy',
      lastIdBefore,
      '%h1%',
    ]);
  await expect.poll(async () => (await ours()).length, { timeout: 10_000 }).toBe(1);
  const [stored] = await ours();
  expect(stored?.inp).toEqual(expect.any(Number));
});

test('the reporter is lazy: its chunks are in no page’s HTML and fetched only after the page is fully working', async ({
  page,
  request,
}) => {
  await page.goto('/about');
  await fullyWorking(page);
  const bodies = new Map<string, string>();
  const scripts = async () => {
    const { entries, working } = await page.evaluate(() => ({
      entries: performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ url: e.name, start: e.startTime })),
      working: performance.getEntriesByName('fully-working')[0]?.startTime ?? Infinity,
    }));
    for (const { url } of entries)
      if (!bodies.has(url)) bodies.set(url, await (await request.get(url)).text());
    return LAZY_CODE.map((code) => ({
      code,
      working,
      scripts: entries.filter((e) => bodies.get(e.url)?.includes(code)),
    }));
  };
  // The reporter's own chunk, then web-vitals: each arrives once, after the mark.
  await expect.poll(async () => (await scripts()).map((s) => s.scripts.length)).toEqual([1, 1]);
  const html = await (await request.get('/about')).text();
  for (const {
    code,
    working,
    scripts: [script],
  } of await scripts()) {
    expect(script?.start, code).toBeGreaterThan(working);
    expect(html).not.toContain(new URL(script?.url ?? '').pathname);
  }
});

test('a malformed, an oversized and a cross-origin beacon: each refused with a 4xx, none stored', async ({
  request,
  baseURL,
}) => {
  const marker = `refused-${Date.now()}`;
  const beacon = (element: string) => ({
    path: '/about',
    device: 'phone',
    navigation: 'navigate',
    lcp: { value: 1200, element },
  });
  const headers = { 'content-type': 'application/json', origin: baseURL ?? '' };
  const sent = [
    await request.post('/api/vitals', {
      headers,
      data: JSON.stringify(beacon(marker)).slice(0, -2),
    }),
    await request.post('/api/vitals', {
      headers,
      data: JSON.stringify(beacon(`${marker}${'x'.repeat(4000)}`)),
    }),
    await request.post('/api/vitals', {
      headers: { ...headers, origin: 'https://evil.example' },
      data: JSON.stringify(beacon(marker)),
    }),
  ];
  expect(sent.map((r) => r.status())).toEqual([400, 413, 403]);
  for (const response of sent)
    expect(((await response.json()) as { message: string }).message).toEqual(expect.any(String));
  expect(await vitalsRows('lcp_element LIKE ?', [`%${marker}%`])).toEqual([]);

  // The same beacon from the site itself is stored: the refusals were the requests' own.
  const accepted = await request.post('/api/vitals', {
    headers,
    data: JSON.stringify(beacon(marker)),
  });
  expect(accepted.status()).toBe(204);
  await expect.poll(async () => (await vitalsRows('lcp_element = ?', [marker])).length).toBe(1);
});
