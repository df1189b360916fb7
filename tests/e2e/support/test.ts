import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page, Request, Route } from '@playwright/test';

/**
 * Resolves once the page has hydrated. The build loads Next.js's scripts after the first paint
 * (scripts/post-build/after-paint.mjs), so the `load` event no longer waits for them: wait until
 * the client runtime has started (Next.js sets `window.next`) and the main thread has gone idle,
 * which is when React has finished hydrating. Pages without the loader (XML, images, JSON) resolve
 * at once; a page's loader waits in a noscript block until its first screen is on screen.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('script[data-after-paint], noscript[data-later]') || 'next' in window,
  );
  const idle = page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
  // Under page.clock the idle callback's timers are frozen: give up on it after 1.5 s of real time.
  const realTime = new Promise<void>((resolve) => setTimeout(resolve, 1500));
  await Promise.race([idle.catch(() => undefined), realTime]);
}

/**
 * Playwright's test, whose `page.goto` (with the default `waitUntil: 'load'`) also waits for
 * hydration, as it did when the scripts were in the HTML. A test that wants the page before
 * hydration passes another `waitUntil`; with JavaScript disabled nothing is waited for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if ((options?.waitUntil ?? 'load') === 'load') {
          // A page that navigates on by itself (an alias's refresh) has nothing left to hydrate.
          await hydrated(page).catch((error: Error) => {
            if (!/context was destroyed|navigation/i.test(error.message)) throw error;
          });
        }
        return response;
      };
    }
    await provide(page);
  },
});
