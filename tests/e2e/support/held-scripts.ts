import type { Page, Route } from '@playwright/test';

const SCRIPTS = /\/_next\/static\/(chunks\/[^?]+\.js|flight\/)/;

/**
 * Holds back the page's scripts and their payload, as a slow network does, until `release()`.
 * The after-paint loader is one of them, and the parser waits for it at the end of the body, so
 * a page never reaches DOMContentLoaded while held: go to it with `waitUntil: 'commit'` and let
 * each locator wait for its element.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  await page.route(SCRIPTS, (route) => void held.push(route));
  return async function release() {
    await page.unroute(SCRIPTS);
    for (const route of held.splice(0)) await route.continue().catch(() => undefined);
  };
}

/** True once Next.js's client runtime has started on the page. */
export const hasHydrated = (page: Page) => page.evaluate(() => 'next' in window);
