import { spawnSync } from 'node:child_process';
import { LIMITS } from '../../lib/limits';
import { LINK_ANSWER_TEXT } from '../../lib/team-pages';
import { mailsWith } from './support/stored';
import { askForLink, fromOwnAddress, signIn, teamMember } from './support/team';
import { expect, test, type Page } from './support/test';

/**
 * The whole path of the team's pages, as the people who use them take it: a lead arrives from a
 * tagged link, a member signs in from the mailed link, finds the lead with its source, marks it
 * replied, builds a link, and sees the link's landing and lead counted.
 */

const LANDING = /\/api\/landing$/;
/** How long a page's data may take to arrive from the team's API on a busy machine. */
const LOADED = 30_000;
// Each piece of markup must show as text, and none may run.
const HOSTILE = `<script>window.__pwned = 1</script> <img src=x onerror="window.__pwned = 2"> [offer](javascript:window.__pwned=3) <a href="javascript:window.__pwned=4">click</a>`;

/** A visitor of their own: a fresh browser context, a clock behind the server's (fill time). */
async function visitor(page: Page, n: number) {
  await page.clock.install({ time: Date.now() - LIMITS.minFillMs - 2000 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.36.${n}.${Date.now() % 250}` });
}

async function sendContact(page: Page, who: string, message: string, subject?: string) {
  await page.getByLabel('Name', { exact: true }).fill(`Achieng ${who}`);
  await page.getByLabel('Email', { exact: true }).fill(`${who}@example.co.ke`);
  if (subject) await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Chat With Us' }).click();
  await expect(page.getByText(`Thank you, Achieng ${who}!`, { exact: false })).toBeVisible();
}

/** What `npm run link` prints for the same values, with the server's SITE_URL (the default). */
function cliLink(args: string[]): string {
  const run = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/link.ts', ...args],
    { encoding: 'utf8', env: { ...process.env, SITE_URL: '' } },
  );
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trim();
}

test('a lead from a tagged link, sign-in from the mail, the lead with its source, replied; a built link landed and brought a lead', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const marker = `t${Date.now().toString(36)}`;
  const ref = `ref-${marker}`;

  // 1. A lead sent from a tagged link; its landing is counted once, in one request.
  const first = await browser.newContext({ reducedMotion: 'reduce' });
  const prospect = await first.newPage();
  await visitor(prospect, 1);
  const landings: string[] = [];
  prospect.on('request', (r) => {
    if (LANDING.test(r.url())) landings.push(r.postData() ?? '');
  });
  const counted = prospect.waitForResponse(LANDING);
  await prospect.goto(`/services?ref=${ref}&utm_source=linkedin&utm_campaign=${marker}`);
  expect((await counted).status()).toBe(204);
  await prospect.goto('/contact');
  await sendContact(prospect, marker, `${marker} ${HOSTILE}`, `Website for ${marker}`);
  expect(landings).toHaveLength(1);
  expect(JSON.parse(landings[0] ?? '{}')).toEqual({
    landingPath: '/services',
    ref,
    utmSource: 'linkedin',
    utmCampaign: marker,
  });
  await first.close();

  // 2. An address not on the list gets the same answer and no mail.
  const stranger = `stranger-${marker}@example.com`;
  await askForLink(page, stranger);
  await expect(page.getByText(LINK_ANSWER_TEXT)).toBeVisible();

  // 3. A listed member signs in from the mail's link, with the page's button.
  const member = teamMember();
  const usedLink = await signIn(page, member);
  expect(mailsWith(stranger)).toEqual([]);

  // 4. The lead, with its source; its text shown as text, and nothing in it runs.
  const lead = page.getByRole('article', { name: `Website for ${marker}` });
  await expect(lead).toBeVisible({ timeout: LOADED });
  await expect(lead.getByText(ref, { exact: true })).toBeVisible();
  await expect(lead.getByText(`${marker}, linkedin`, { exact: true })).toBeVisible();
  await expect(lead.getByText('/services', { exact: true })).toBeVisible();
  await expect(lead.getByText(HOSTILE, { exact: false })).toBeVisible();
  await expect(lead.locator('script, img, a[href^="javascript:"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // 5. Mark it replied; it stays replied.
  await lead.getByLabel('State').selectOption('replied');
  await expect(lead.getByText('Saved: replied.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('article', { name: `Website for ${marker}` }).getByLabel('State'),
  ).toHaveValue('replied', { timeout: LOADED });

  // 6. Build a link: exactly what `npm run link` builds for the same values, with its QR code.
  await page.getByRole('link', { name: 'Shared links' }).click();
  await expect(page.getByLabel('Ref', { exact: true })).toHaveValue(member.split('@')[0] ?? '');
  const newRef = `new-${marker}`;
  await page.getByLabel('Subject', { exact: true }).fill('Loan app for our SACCO');
  await page.getByLabel('Campaign', { exact: true }).fill(`dec ${marker}`);
  await page.getByLabel('Ref', { exact: true }).fill(newRef);
  const expected = cliLink([
    '--subject',
    'Loan app for our SACCO',
    '--ref',
    newRef,
    '--utm-campaign',
    `dec ${marker}`,
  ]);
  await expect(page.locator('output')).toHaveText(expected);
  await expect(page.getByRole('img', { name: `QR code of ${expected}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the QR code (.svg)' })).toHaveAttribute(
    'href',
    /^data:image\/svg\+xml/,
  );

  // 7. Opened in a fresh browser: its landing is counted, and its lead too.
  const second = await browser.newContext({ reducedMotion: 'reduce' });
  const newcomer = await second.newPage();
  await visitor(newcomer, 2);
  const shared = new URL(expected);
  const landed = newcomer.waitForResponse(LANDING);
  await newcomer.goto(`${shared.pathname}${shared.search}`);
  expect((await landed).status()).toBe(204);
  await expect(newcomer.getByLabel('Subject', { exact: true })).toHaveValue(
    'Loan app for our SACCO',
  );
  await sendContact(newcomer, `${marker}b`, 'Members apply by phone.');
  await second.close();

  await page.reload();
  const byRef = page.getByRole('table', { name: 'By ref' });
  const row = byRef.getByRole('row', { name: `${newRef} last 7` });
  // Landings, leads, sign-ups, confirmed, leads per 100 landings, over the last 7 days.
  await expect(row.getByRole('cell')).toHaveText(['last 7', '1', '1', '0', '0', '100'], {
    timeout: LOADED,
  });

  // 8. The link already used signs nobody in.
  const third = await browser.newContext({ reducedMotion: 'reduce' });
  const replay = await third.newPage();
  await fromOwnAddress(replay);
  await replay.goto(usedLink);
  await replay.getByRole('button', { name: 'Sign in' }).click();
  await expect(replay).toHaveURL(/\/team\/link-invalid#invalid$/);
  await replay.goto('/team');
  await expect(replay.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
  await third.close();
});
