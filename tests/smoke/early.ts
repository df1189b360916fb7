import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { afterAll } from 'vitest';
import { DESKTOP, launch, PHONE, resize, type Screen } from './browser';
import { browserName, origin } from './target';

/**
 * Pages as a visitor meets them before the scripts work: with the site's scripts held back
 * (`held`: every script and the RSC payload wait until the test releases them) or with JavaScript
 * off (`nojs`), at a phone's and a desktop's size, in Chromium and in Firefox. Taps are mouse
 * clicks at the element's centre: puppeteer's own `click` runs script in the page and hangs in a
 * Firefox without JavaScript.
 */
export type Mode = 'held' | 'nojs';
export const MODES: readonly Mode[] = ['held', 'nojs'];
export const SCREENS: readonly { name: 'phone' | 'desktop'; screen: Screen }[] = [
  { name: 'phone', screen: PHONE },
  { name: 'desktop', screen: DESKTOP },
];

// What the site's scripts are: Next.js's chunks and the after-paint loader, and the RSC payload.
const SCRIPT = /\.js(\?|$)|\/_next\/static\/flight\//;

const browsers = new Map<string, Promise<Browser>>();
/** One browser per suite file and per JavaScript setting (Firefox's is a launch preference). */
function browserFor(mode: Mode): Promise<Browser> {
  const key = mode === 'nojs' && browserName === 'firefox' ? 'nojs' : 'scripts';
  let browser = browsers.get(key);
  if (!browser) {
    browser =
      key === 'nojs'
        ? puppeteer.launch({
            browser: 'firefox',
            executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
            headless: true,
            defaultViewport: null,
            extraPrefsFirefox: { 'javascript.enabled': false },
          })
        : launch(browserName);
    browsers.set(key, browser);
  }
  return browser;
}
afterAll(async () => {
  await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
  browsers.clear();
});

export type EarlyPage = {
  page: Page;
  /** Lets the held scripts (and every later one) through, and waits until the page works. */
  release: () => Promise<void>;
  close: () => Promise<void>;
};

/** Opens `route` with its scripts held back or JavaScript off, once its first paint is shown. */
export async function openEarly(route: string, mode: Mode, screen: Screen): Promise<EarlyPage> {
  const browser = await browserFor(mode);
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await resize(page, screen);
  const held: HTTPRequest[] = [];
  let released = false;
  if (mode === 'nojs' && browserName === 'chromium') await page.setJavaScriptEnabled(false);
  if (mode === 'held') {
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (!released && SCRIPT.test(request.url())) held.push(request);
      else void request.continue();
    });
  }
  await page.goto(`${origin}${encodeURI(route)}`, { waitUntil: 'domcontentloaded' });
  await until(page, () => performance.getEntriesByName('first-contentful-paint').length > 0);
  return {
    page,
    release: async () => {
      if (mode !== 'held') throw new Error('nothing is held with JavaScript off');
      released = true;
      for (const request of held.splice(0)) void request.continue();
      await until(page, () => performance.getEntriesByName('fully-working').length > 0, 30_000);
    },
    close: () => context.close(),
  };
}

/** Polls `check` in the page (plain evaluation: it works with JavaScript off too). */
export async function until(page: Page, check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(check))) {
    if (Date.now() > deadline) throw new Error(`timed out on ${page.url()}: ${check}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Taps the first element matching `selector` at its centre, scrolled into view first. */
export async function tap(page: Page, selector: string) {
  const point = await page.evaluate((s) => {
    const element = document.querySelector(s);
    if (!element) return null;
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, selector);
  if (!point) throw new Error(`nothing matches ${selector} on ${page.url()}`);
  await page.mouse.click(point.x, point.y);
}

/** How many elements match `selector` (plain evaluation, as for `until`). */
export function count(page: Page, selector: string): Promise<number> {
  return page.evaluate((s) => document.querySelectorAll(s).length, selector);
}

/** Whether the first element matching `selector` is shown (rendered, with a size, not hidden). */
export function shown(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => {
    const element = document.querySelector(s);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    );
  }, selector);
}

/**
 * Resolves once the page shows `path` (a navigation the tap started), read from the document:
 * Firefox without JavaScript does not report a navigation's new URL to puppeteer.
 */
export async function landedOn(page: Page, path: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  // An evaluation sent while the old document unloads can be lost: each try gives up after 1 s.
  const here = () =>
    Promise.race([
      page.evaluate(() => location.pathname).catch(() => null),
      new Promise<null>((resolve) => setTimeout(resolve, 1000, null)),
    ]);
  while ((await here()) !== path) {
    if (Date.now() > deadline) throw new Error(`still on ${await here()}, not ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
