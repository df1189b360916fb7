import { expect, type Page, type Route } from '@playwright/test';

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

/** Whether Next.js's client runtime has started (it sets `window.next` as it hydrates). */
export const hasStarted = (page: Page) => page.evaluate(() => 'next' in window);

/**
 * On a paused clock (`page.clock.pauseAt`), moves time on until Next.js's client runtime has
 * started, then runs the timers due now: the after-paint loader starts the framework on timers,
 * which only move when the test moves the clock.
 */
export async function runClockUntilStarted(page: Page) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        return hasStarted(page);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.clock.runFor(0);
}
