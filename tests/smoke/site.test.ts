import { describe, expect, it } from 'vitest';
import { aliases } from '@/lib/server/aliases';
import { largestImageHeaders } from '@/lib/server/preload-headers';
import { TEAM_API } from '../../lib/team-pages';
import { allRoutes } from '../support/routes';
import { byName, hydrated, PHONE, until, watchedPage, type Screen } from './browser';
import { browserName, origin, storeRows, suiteBrowser } from './target';

// A deployed build, driven as a visitor would, in one browser (./target.ts names it), down to
// the message the contact form stored. scripts/check-deploy.mjs starts each target and runs this
// suite on it.
const browser = suiteBrowser();

async function visit(route: string, screen?: Screen) {
  // Signed out, a team page's question "who is signed in?" is answered 401.
  const watched = await watchedPage(browser(), screen, { expectedRefusals: [TEAM_API.session] });
  const response = await watched.page.goto(`${origin}${encodeURI(route)}`, { waitUntil: 'load' });
  await hydrated(watched.page);
  return { ...watched, status: response?.status() };
}

describe(`${browserName} on ${origin}`, () => {
  const routes = [...allRoutes, '/does-not-exist'];
  it(`every route hydrates with no console error and no CSP violation (${routes.length} routes)`, async () => {
    const failures: string[] = [];
    // Three tabs at a time: the routes are independent, and the server is on the same machine.
    const queue = [...routes];
    await Promise.all(
      [1, 2, 3].map(async () => {
        for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
          const { page, problems, status } = await visit(route);
          // The document's own 404 shows up as a failed load on the console.
          const expected = route === '/does-not-exist' ? 404 : 200;
          const seen = (await problems()).filter((p) => !(expected === 404 && /404/.test(p)));
          if (status !== expected) failures.push(`${route}: status ${status}`);
          failures.push(...seen.map((problem) => `${route}: ${problem}`));
          await page.close();
        }
      }),
    );
    expect(failures).toEqual([]);
  });

  it('redirects the short URLs permanently', async () => {
    for (const [from, to] of Object.entries(aliases)) {
      const response = await fetch(`${origin}${from}`, { redirect: 'manual' });
      expect([from, response.status]).toEqual([from, 308]);
      expect(decodeURI(new URL(response.headers.get('location') ?? '', origin).pathname)).toBe(to);
    }
  });

  it("asks for a page's largest image with its response, and fetches it once", async () => {
    for (const { source, headers } of largestImageHeaders()) {
      const response = await fetch(`${origin}${source}`);
      for (const { key, value } of headers)
        expect([source, response.headers.get(key)]).toEqual([source, value]);
      const image = /^<([^>]+)>/.exec(headers[0]!.value)![1]!;
      const { page } = await visit(source);
      // The page shows that image first (eager, at high priority), and the browser fetched it once.
      const { shown, fetched } = await page.evaluate(
        (src) => ({
          shown: document.querySelector('img[fetchpriority="high"]')?.getAttribute('src'),
          fetched: performance.getEntriesByType('resource').filter((entry) => {
            const url = new URL(entry.name);
            return url.pathname + url.search === src;
          }).length,
        }),
        image,
      );
      expect({ source, shown, fetched }).toEqual({ source, shown: image, fetched: 1 });
      await page.close();
    }
  });

  it('opens the products menu', async () => {
    const { page, problems } = await visit('/about');
    const products = await byName(page, 'nav summary', 'Our Products');
    await products.click();
    await until(
      page,
      () => !!document.querySelector('nav details[open] > summary'),
      'the products menu to open',
    );
    const items = await page.$$eval('nav a[href^="/products/"]', (links) =>
      links
        .filter((link) => (link as HTMLElement).offsetParent !== null)
        .map((link) => link.textContent),
    );
    expect(items).toContain('Hotel Management System');
    expect(await problems()).toEqual([]);
    await page.close();
  });

  it('opens the menu on a phone', async () => {
    const { page, problems } = await visit('/', PHONE);
    expect(await page.evaluate(() => innerWidth)).toBe(PHONE.width);
    await (await page.$('nav button[popovertarget="site-menu"]'))!.click();
    await until(
      page,
      () => !!document.querySelector('#site-menu:popover-open'),
      'the menu to open',
    );
    const about = await page.$eval(
      'nav a[href="/about"]',
      (link) => (link as HTMLElement).offsetParent !== null,
    );
    expect(about).toBe(true);
    expect(await problems()).toEqual([]);
    await page.close();
  });

  it("wraps the FAQ's questions as wide as their rows, never in a balanced narrow column", async () => {
    // The questions ask for `pretty`; a browser without it must fall back to plain wrapping,
    // not to the `balance` every other heading has (Firefox ESR has no `pretty`).
    const { page } = await visit('/faq', PHONE);
    const styles = await page.$$eval('main details[name="faq"] > summary > h2', (headings) =>
      headings.map((heading) => getComputedStyle(heading).textWrapStyle),
    );
    expect(styles).toHaveLength(15);
    expect(styles.filter((style) => style === 'balance')).toEqual([]);
    await page.close();
  });

  it('sends the contact form, shows the thank-you text and stores the message', async () => {
    const { page, problems } = await visit('/contact');
    const email = `smoke-${browserName}-${Date.now()}@example.com`;
    const form = 'main form';
    await page.type(`${form} [name="name"]`, 'Wanjiru');
    await page.type(`${form} [name="email"]`, email);
    await page.type(`${form} [name="subject"]`, `Smoke test in ${browserName}`);
    await page.type(
      `${form} [name="message"]`,
      'Checking that a message sent from this build is kept.',
    );
    // A person takes a few seconds to fill the form; a faster submit is treated as a bot's.
    await new Promise((resolve) => setTimeout(resolve, 3200));
    await (await byName(page, `${form} button`, 'Chat With Us')).click();
    await until(
      page,
      () => document.body.innerText.includes("Thank you, Wanjiru! We've received your message."),
      'the thank-you text',
    );
    const rows = await storeRows('SELECT name FROM messages WHERE email = ?', [email]);
    expect(rows.map((row) => row.name)).toEqual(['Wanjiru']);
    expect(await problems()).toEqual([]);
    await page.close();
  });

  it('answers in the chat', async () => {
    const { page, problems } = await visit('/about');
    // The launcher holds both of its names ("Ask our assistant", "Close chat"); CSS shows one.
    const launcher = await page.waitForSelector('#chat-launcher', { visible: true });
    expect(await launcher!.evaluate((button) => (button as HTMLElement).innerText.trim())).toBe(
      'Ask our assistant',
    );
    await launcher!.click();
    // The panel offers the hand-off form (with a textarea of its own) until the chat's script is
    // there: the question goes into the chat's box, beside its Send button.
    const chatBox = '[role="dialog"] form:has(button[aria-label="Send message"]) textarea';
    await page.waitForSelector(chatBox, { visible: true });
    await page.type(chatBox, 'Where are you located?');
    await page.keyboard.press('Enter');
    await until(
      page,
      () => document.querySelector('[role="log"]')?.textContent?.includes('Nairobi') ?? false,
      'the assistant to answer',
    );
    expect(await problems()).toEqual([]);
    await page.close();
  });
});
