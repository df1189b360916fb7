import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { TEAM_API } from '../../lib/team-pages';
import { mailPart } from '../support/mime';
import { byName, hydrated, until, watchedPage } from './browser';
import { browserName, dataDir, origin, storeRows, suiteBrowser } from './target';

// The team's whole path in this browser (Firefox in `npm test`), against a deployed build: the
// same walk as tests/e2e/team.spec.ts, driven through WebDriver BiDi.
const member = process.env.SMOKE_TEAM_EMAIL ?? '';
if (!member) throw new Error('Set SMOKE_TEAM_EMAIL (scripts/check-deploy.mjs does)');

const browser = suiteBrowser();

function mailsTo(address: string): string[] {
  const folder = path.join(dataDir, 'mail');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .filter((eml) => eml.includes(address));
}

async function open(page: Page, route: string) {
  await page.goto(`${origin}${route}`, { waitUntil: 'load' });
  await hydrated(page);
}

const bodyHas = (page: Page, text: string, what = text) =>
  until(page, `!!document.body?.innerText.includes(${JSON.stringify(text)})`, what, 15_000);

async function landingsOf(ref: string): Promise<number> {
  const rows = await storeRows('SELECT SUM(visits) AS n FROM landings WHERE ref = ?', [ref]);
  return Number(rows[0]?.n ?? 0);
}

async function sendLead(page: Page, name: string, subject: string | null) {
  const form = 'main form';
  await page.type(`${form} [name="name"]`, name);
  await page.type(`${form} [name="email"]`, `${name.toLowerCase()}@example.com`);
  if (subject) await page.type(`${form} [name="subject"]`, subject);
  await page.type(`${form} [name="message"]`, 'A message <b>with markup</b> from a tagged link.');
  // A person takes a few seconds to fill the form; a faster submit is treated as a bot's.
  await new Promise((resolve) => setTimeout(resolve, 3200));
  await (await byName(page, `${form} button`, 'Chat With Us')).click();
  await bodyHas(page, `Thank you, ${name}!`, 'the thank-you text');
}

async function askForLink(page: Page, email: string) {
  await open(page, '/team');
  // The sign-in form shows once the page has asked who is signed in (the footer's newsletter form
  // has an email field too).
  await page.waitForSelector('main form input[name="email"]', { visible: true });
  await page.type('main form input[name="email"]', email);
  const button = await byName(page, 'main form button', 'Email me a sign-in link');
  await Promise.all([page.waitForNavigation(), button.click()]);
  await until(
    page,
    () => location.pathname === '/team/link-sent',
    `the answer page (at ${page.url()})`,
  );
}

describe(`the team's pages in ${browserName}`, () => {
  it('a tagged lead, sign-in from the mail, the lead with its source, replied; a built link landed and brought a lead; a used link signs nobody in', async () => {
    const tag = `smk${Date.now().toString(36)}`;
    const visitor = await browser().createBrowserContext();
    const prospect = await visitor.newPage();
    await open(prospect, `/services?ref=${tag}&utm_campaign=${tag}`);
    await until(prospect, () => true, 'the page');
    await expect.poll(() => landingsOf(tag), { timeout: 10_000 }).toBe(1);
    await open(prospect, '/contact');
    await sendLead(prospect, 'Wambui', `From ${tag}`);
    expect(await landingsOf(tag)).toBe(1);
    await visitor.close();

    // Signed out, each team page's question "who is signed in?" is answered 401.
    const { page, problems } = await watchedPage(browser(), undefined, {
      expectedRefusals: [TEAM_API.session],
    });
    const stranger = `stranger-${tag}@example.com`;
    await askForLink(page, stranger);
    const before = mailsTo(member).length;
    await askForLink(page, member);
    await expect.poll(() => mailsTo(member).length, { timeout: 10_000 }).toBe(before + 1);
    const text = mailPart(mailsTo(member).at(-1) ?? '', 'text/plain') ?? '';
    const link = /https?:\/\/\S+?(\/team\/sign-in\?token=[\w-]+)/.exec(text)?.[1] ?? '';
    expect(link).not.toBe('');
    expect(mailsTo(stranger)).toEqual([]);
    await open(page, link);
    const signIn = await byName(page, 'main form button', 'Sign in');
    await Promise.all([page.waitForNavigation(), signIn.click()]);
    await bodyHas(page, `Signed in as ${member}`);
    await bodyHas(page, `From ${tag}`, 'the lead');
    await bodyHas(page, 'A message <b>with markup</b> from a tagged link.', 'the message as text');
    expect(await page.$$('article b')).toHaveLength(0);

    const [leadId] = (await storeRows('SELECT id FROM messages WHERE ref = ?', [tag])).map((r) =>
      String(r.id),
    );
    await page.select(`#state-${leadId}`, 'replied');
    await bodyHas(page, 'Saved: replied.');
    expect(
      (await storeRows('SELECT state FROM messages WHERE id = ?', [leadId ?? '']))[0]?.state,
    ).toBe('replied');

    await open(page, '/team/links');
    await page.waitForSelector('#link-ref', { visible: true });
    const newRef = `${tag}b`;
    await page.type('#link-subject', 'Smoke subject');
    await page.click('#link-ref', { count: 3 });
    await page.keyboard.press('Backspace');
    await page.type('#link-ref', newRef);
    const run = spawnSync(
      process.execPath,
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        'scripts/link.ts',
        '--subject',
        'Smoke subject',
        '--ref',
        newRef,
      ],
      { encoding: 'utf8', env: { ...process.env, SITE_URL: '' } },
    );
    const expected = run.stdout.trim();
    await until(
      page,
      `document.querySelector('output')?.textContent === ${JSON.stringify(expected)}`,
      'the built link',
    );
    expect(await page.$('svg[role="img"] path')).not.toBeNull();

    const newcomer = await browser().createBrowserContext();
    const fresh = await newcomer.newPage();
    const shared = new URL(expected);
    await open(fresh, `${shared.pathname}${shared.search}`);
    await expect.poll(() => landingsOf(newRef), { timeout: 10_000 }).toBe(1);
    await sendLead(fresh, 'Kamau', null);
    await newcomer.close();

    await open(page, '/team/links');
    await until(
      page,
      `[...document.querySelectorAll('tr')].some((row) => row.innerText.replace(/\\s+/g, ' ').startsWith(${JSON.stringify(`${newRef} last 7 1 1 0 0 100`)}))`,
      'the link counted with its lead',
    );
    expect(await problems()).toEqual([]);
    await page.close();

    const replay = await browser().createBrowserContext();
    const again = await replay.newPage();
    await open(again, link);
    const used = await byName(again, 'main form button', 'Sign in');
    await Promise.all([again.waitForNavigation(), used.click()]);
    await until(again, () => location.pathname === '/team/link-invalid', 'the refusal');
    await replay.close();
  });
});
