import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient, type InValue, type Row } from '@libsql/client';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { launch, type BrowserName } from './browser';

// The deployed build a smoke suite drives, as scripts/check-deploy.mjs names it to each run:
// SMOKE_URL (the server), SMOKE_BROWSER (chromium or firefox) and SMOKE_DATA_DIR (the server's
// DATA_DIR, where a suite reads what the server stored).
export const origin = process.env.SMOKE_URL ?? '';
export const browserName = (process.env.SMOKE_BROWSER ?? 'chromium') as BrowserName;
export const dataDir = process.env.SMOKE_DATA_DIR ?? '';
if (!origin || !dataDir)
  throw new Error('Set SMOKE_URL and SMOKE_DATA_DIR (scripts/check-deploy.mjs does)');

/**
 * One browser for the suite file that calls this at its top: launched before its first test,
 * closed after its last. Returns the way to reach it from a test.
 */
export function suiteBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch(browserName);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The suite browser is reached only from a test');
    return browser;
  };
}

/** The rows `sql` reads from the server's SQLite store: none while it has no such file or table. */
export async function storeRows(sql: string, args: InValue[] = []): Promise<Row[]> {
  const file = path.join(dataDir, 'site.db');
  if (!existsSync(file)) return [];
  const db = createClient({ url: pathToFileURL(file).href });
  try {
    return (await db.execute({ sql, args })).rows;
  } catch (error) {
    if (String(error).includes('no such table')) return [];
    throw error;
  } finally {
    db.close();
  }
}
