import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from './support/test';
import { dataDir, mailsWith, rowsWith } from './support/stored';
import { webhookReceiverPort } from '../../playwright.config';
import { LIMITS } from '../../lib/limits';

/**
 * A lead from a shared campaign link, followed from the visitor's first page to everything the
 * team gets: the stored row, the team's mail (.eml, no SMTP server here), `npm run export:leads`
 * and the signed webhook (verified by the receiver beside the site).
 */

let visitor = 0;
async function asNewVisitor(page: Page) {
  visitor += 1;
  // The contact form quietly drops a message sent sooner than a person could type it; this
  // visitor's clock runs behind the server's by more than that, so the test need not wait.
  await page.clock.install({ time: Date.now() - LIMITS.minFillMs - 2000 });
  const marker = `src${Date.now().toString(36)}${visitor}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.20.${visitor}.${visitor % 250}` });
  return marker;
}

/** The team's mail as it reads: quoted-printable soft line breaks and escapes undone. */
function readable(eml: string) {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function sendContact(page: Page, marker: string) {
  await page.getByLabel('Name', { exact: true }).fill(`Achieng ${marker}`);
  await page.getByLabel('Email', { exact: true }).fill(`${marker}@example.co.ke`);
  await page.getByLabel('Subject', { exact: true }).fill('Loan app for our SACCO');
  await page.getByLabel('Message', { exact: true }).fill(`Members apply by phone. (${marker})`);
  await page.getByRole('button', { name: 'Chat With Us' }).click();
}

/** The leads export for one colleague, as `npm run export:leads -- --ref jane` prints it. */
function exportedLeads(ref: string): string {
  const run = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/export-leads.ts', '--ref', ref],
    { encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir } },
  );
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

type Received = { id: string; event: { type: string; data: Record<string, unknown> } };
async function webhookAbout(marker: string): Promise<Received[]> {
  const response = await fetch(`http://127.0.0.1:${webhookReceiverPort}/events`);
  const { events } = (await response.json()) as { events: Received[] };
  return events.filter((e) => JSON.stringify(e.event).includes(marker));
}

test('a lead from a shared campaign link says where it came from in the row, the mail, the export and the webhook', async ({
  page,
}) => {
  const marker = await asNewVisitor(page);
  await page.goto('/?utm_source=linkedin&utm_campaign=nov&ref=jane');
  // Through the site's own links, as a visitor walks.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact Us' })
    .click();
  await expect(page).toHaveURL('/contact');
  await sendContact(page, marker);
  await expect(
    page.getByText(`Thank you, Achieng ${marker}! We've received your message.`),
  ).toBeVisible();

  const [row] = await rowsWith('messages', marker);
  expect(row).toMatchObject({
    ref: 'jane',
    utm_source: 'linkedin',
    utm_campaign: 'nov',
    landing_path: '/',
    form_page: '/contact',
  });

  await expect.poll(() => mailsWith(marker).length).toBe(1);
  const mail = readable(mailsWith(marker)[0]!);
  for (const line of [
    'Shared by: jane',
    'Campaign: nov (linkedin)',
    'Landing page: /',
    'Form page: /contact',
  ])
    expect(mail).toContain(line);

  const csv = exportedLeads('jane').split('\n');
  const header = csv[0]!.split(',');
  const cells = csv.find((line) => line.includes(marker))!.split(',');
  const column = (name: string) => cells[header.indexOf(name)];
  expect([
    column('ref'),
    column('utm_source'),
    column('utm_campaign'),
    column('landing_page'),
  ]).toEqual(['jane', 'linkedin', 'nov', '/']);

  await expect.poll(async () => (await webhookAbout(marker)).length).toBe(1);
  const { event } = (await webhookAbout(marker))[0]!;
  expect(event.type).toBe('lead.received.v1');
  expect(event.data.source).toMatchObject({
    ref: 'jane',
    utmSource: 'linkedin',
    utmCampaign: 'nov',
    landingPath: '/',
    formPage: '/contact',
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  // Without scripts nothing notes the visit's first page: what arrives is the form post's
  // Referer, the contact page with its own query. So the link must lead to /contact itself for
  // its ref and campaign to arrive; the landing page and referring site are not known.
  test('a lead from a shared link to the contact page keeps its ref and campaign from the Referer', async ({
    page,
  }) => {
    const marker = await asNewVisitor(page);
    await page.goto('/contact?subject=Loan%20app&utm_source=linkedin&utm_campaign=nov&ref=jane');
    await sendContact(page, marker);
    await expect(page).toHaveURL('/contact/thank-you');

    const [row] = await rowsWith('messages', marker);
    expect(row).toMatchObject({
      ref: 'jane',
      utm_source: 'linkedin',
      utm_campaign: 'nov',
      form_page: '/contact',
      landing_path: null,
      referrer_host: null,
    });
    await expect.poll(() => mailsWith(marker).length).toBe(1);
    expect(readable(mailsWith(marker)[0]!)).toContain(
      'Landing page: not known (the visit started without JavaScript)',
    );
    await expect.poll(async () => (await webhookAbout(marker)).length).toBe(1);
    const { event } = (await webhookAbout(marker))[0]!;
    expect(event.data.source).toMatchObject({ ref: 'jane', utmCampaign: 'nov', landingPath: null });
  });
});
