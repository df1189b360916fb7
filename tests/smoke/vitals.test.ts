import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launch, until, watchedPage, type BrowserName } from './browser';

// A page view's Web Vitals, in each browser the suite drives: the reporter loads after the page
// is fully working, and leaving the page (which hides it) sends the beacon the server stores.
// SMOKE_URL, SMOKE_BROWSER and SMOKE_DATA_DIR as in site.test.ts (scripts/check-deploy.mjs).
const origin = process.env.SMOKE_URL ?? '';
const browserName = (process.env.SMOKE_BROWSER ?? 'chromium') as BrowserName;
const dataDir = process.env.SMOKE_DATA_DIR ?? '';
if (!origin || !dataDir)
  throw new Error('Set SMOKE_URL and SMOKE_DATA_DIR (scripts/check-deploy.mjs does)');

let browser: Browser;
beforeAll(async () => {
  browser = await launch(browserName);
});
afterAll(async () => {
  await browser?.close();
});

async function pageViews(route: string): Promise<Record<string, unknown>[]> {
  const file = path.join(dataDir, 'site.db');
  if (!existsSync(file)) return [];
  const db = createClient({ url: pathToFileURL(file).href });
  try {
    const result = await db.execute({ sql: 'SELECT * FROM vitals WHERE route = ?', args: [route] });
    return result.rows.map((row) => ({ ...row }));
  } catch (error) {
    if (String(error).includes('no such table')) return [];
    throw error;
  } finally {
    db.close();
  }
}

describe(`Web Vitals in ${browserName} on ${origin}`, () => {
  it('stores the page view of a page the visitor left, with its paint and first byte', async () => {
    const before = (await pageViews('/faq')).length;
    const { page, problems } = await watchedPage(browser);
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
