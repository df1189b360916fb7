import { describe, expect, it } from 'vitest';
import { hydrated, until, watchedPage } from './browser';
import { browserName, origin, storeRows, suiteBrowser } from './target';

// A page view's Web Vitals, in each browser the suite drives: the reporter loads after the page
// is fully working, and leaving the page (which hides it) sends the beacon the server stores.
const browser = suiteBrowser();

async function pageViews(route: string): Promise<Record<string, unknown>[]> {
  const rows = await storeRows('SELECT * FROM vitals WHERE route = ?', [route]);
  return rows.map((row) => ({ ...row }));
}

describe(`Web Vitals in ${browserName} on ${origin}`, () => {
  it('stores the page view of a page the visitor left, with its paint and first byte', async () => {
    const before = (await pageViews('/faq')).length;
    const { page, problems } = await watchedPage(browser());
    await page.goto(`${origin}/faq`, { waitUntil: 'load' });
    await hydrated(page);
    await until(page, () => performance.getEntriesByName('fully-working').length > 0, 'working');
    // The reporter's chunks arrive after the mark: give them a moment before leaving.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await page.goto(`${origin}/about`, { waitUntil: 'load' });

    const deadline = Date.now() + 10_000;
    let rows = await pageViews('/faq');
    while (rows.length <= before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      rows = await pageViews('/faq');
    }
    expect(rows.length).toBeGreaterThan(before);
    expect(rows.at(-1)).toMatchObject({ device: 'desktop', navigation: 'navigate' });
    expect(rows.at(-1)?.fcp).toEqual(expect.any(Number));
    expect(rows.at(-1)?.ttfb).toEqual(expect.any(Number));
    expect(await problems()).toEqual([]);
    await page.close();
  });
});
