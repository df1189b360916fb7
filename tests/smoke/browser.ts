import puppeteer, {
  TimeoutError,
  type Browser,
  type ElementHandle,
  type Page,
} from 'puppeteer-core';
import { chromiumPath, QUIET_CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs';

export type BrowserName = 'chromium' | 'firefox';

export type Screen = { width: number; height: number };
export const DESKTOP: Screen = { width: 1280, height: 800 };
export const PHONE: Screen = { width: 412, height: 915 };

/**
 * Chromium over the DevTools protocol, or Debian's Firefox ESR over WebDriver BiDi: Playwright
 * cannot drive a stock Firefox, and its own builds cannot be downloaded here.
 */
export function launch(name: BrowserName): Promise<Browser> {
  if (name === 'firefox')
    return puppeteer.launch({
      browser: 'firefox',
      executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
      headless: true,
      defaultViewport: null,
    });
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    defaultViewport: null,
    args: ['--no-sandbox', ...QUIET_CHROMIUM_FLAGS],
  });
}

type BidiFrame = {
  browsingContext?: { setViewport(options: { viewport: Screen }): Promise<void> };
};

/**
 * Gives the page the size of `screen`. Puppeteer's setViewport also sends a screen orientation
 * command that Firefox ESR does not know, and fails; under WebDriver BiDi the size alone is set
 * with the protocol's own command.
 */
export async function resize(page: Page, screen: Screen) {
  const context = (page.mainFrame() as unknown as BidiFrame).browsingContext;
  if (context) await context.setViewport({ viewport: screen });
  else await page.setViewport(screen);
}

export type WatchedPage = {
  page: Page;
  /** Console errors and Content-Security-Policy violations seen so far. */
  problems: () => Promise<string[]>;
};

/**
 * A new tab. Firefox's remote agent now and then refuses to open one right after another closed
 * (`DiscardedBrowsingContextError`): a protocol hiccup before any page has loaded, not something
 * the site did, so that one error gets a second try.
 */
async function newTab(browser: Browser): Promise<Page> {
  try {
    return await browser.newPage();
  } catch (error) {
    if (!String(error).includes('DiscardedBrowsingContextError')) throw error;
    return browser.newPage();
  }
}

/**
 * A new page that records console errors and CSP violations. The violations are read from the
 * page (a `securitypolicyviolation` listener added before any script of the page runs), since
 * not every browser reports them on the console.
 */
export async function watchedPage(
  browser: Browser,
  screen = DESKTOP,
  { expectedRefusals = [] as string[] } = {},
): Promise<WatchedPage> {
  const page = await newTab(browser);
  await resize(page, screen);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A refusal the page asks for on purpose (the team pages' "who is signed in?" answers 401 to
    // a visitor who is not): Chromium reports every 4xx response as a console error.
    const url = message.location().url ?? '';
    if (
      message.text().startsWith('Failed to load resource') &&
      expectedRefusals.some((path) => url.endsWith(path))
    )
      return;
    errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${String(error)}`));
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__violations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`CSP ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  return {
    page,
    problems: async () => [
      ...errors,
      ...(await page.evaluate(
        () => (window as unknown as { __violations: string[] }).__violations,
      )),
    ],
  };
}

/**
 * Waits until the page has hydrated: Next.js sets `window.next` when its client has started. A
 * poll rather than `waitForFunction`, which builds its function with `new Function` in the page:
 * the site's policy (no 'unsafe-eval') rightly refuses that in Firefox.
 */
export async function hydrated(page: Page, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(() => 'next' in window))) {
    if (Date.now() > deadline) throw new Error(`${page.url()} did not hydrate in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls `check` (a function, or an expression) in the page until it is true. */
export async function until(
  page: Page,
  check: (() => boolean) | string,
  what: string,
  timeoutMs = 10_000,
) {
  const deadline = Date.now() + timeoutMs;
  // A check made while the page is navigating has no page to run in: it counts as not yet.
  const holds = () =>
    page.evaluate(check).catch((error: Error) => {
      if (/context was destroyed|navigat/i.test(error.message)) return false;
      throw error;
    });
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The first element matching `selector` whose text or accessible label is `name`, waited for as a
 * person would (up to 10 s): a page may still be arriving when the test reaches for it.
 */
export async function byName(page: Page, selector: string, name: string): Promise<ElementHandle> {
  const found = await page
    .waitForFunction(
      (selector: string, name: string) =>
        Array.from(document.querySelectorAll(selector)).find(
          (element) => (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name,
        ),
      { timeout: 10_000 },
      selector,
      name,
    )
    .catch((error: Error) => {
      if (error instanceof TimeoutError) return null;
      throw error;
    });
  const element = found?.asElement();
  if (!element) throw new Error(`no ${selector} named "${name}" on ${page.url()}`);
  return element as ElementHandle;
}
