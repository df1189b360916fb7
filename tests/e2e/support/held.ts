import type { Page, Route } from '@playwright/test';

/** The site's scripts: Next.js's chunks, the after-paint loader, and the RSC payload. */
export const SCRIPTS = /\.js(\?|$)|\/_next\/static\/flight\//;

/**
 * Holds back every script request of `page` (and the payload) until `release()`: the page as a
 * visitor on a slow phone has it between its first paint and its scripts.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(SCRIPTS, (route) => {
    if (released) return route.fallback();
    held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
    },
  };
}

/** Resolves once the browser has painted the page's first content. */
export async function firstPaint(page: Page) {
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    { polling: 20 },
  );
}

/** Resolves once every control has its script (the mark components/shell/shell-effects.tsx sets). */
export async function fullyWorking(page: Page, timeout = 20_000) {
  await page.waitForFunction(
    () => performance.getEntriesByName('fully-working').length > 0,
    undefined,
    { timeout },
  );
}

/** Whether every control has its script yet (false while the scripts are held or turned off). */
export const isFullyWorking = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('fully-working').length > 0);
