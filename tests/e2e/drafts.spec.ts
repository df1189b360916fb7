import { expect, test, type Page } from './support/test';
import { rowsWith } from './support/stored';
import { LIMITS } from '../../lib/limits';

/**
 * The visitor keeps their words when sending fails: the contact form's draft stays in the
 * browser (localStorage) until the team has the message, comes back on the next visit with an
 * offer to send it, and is never sent without the visitor pressing the button.
 */

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';
let visitor = 0;

async function asNewVisitor(page: Page) {
  visitor += 1;
  const marker = `draft${Date.now().toString(36)}${visitor}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.21.${visitor}.${visitor % 250}` });
  // The contact form quietly drops a message sent sooner than a person could type it.
  await page.clock.install({ time: Date.now() - LIMITS.minFillMs - 2000 });
  await page.route('**/api/log-click', (route) => route.fulfill({ status: 204 }));
  return marker;
}

async function type(page: Page, marker: string, subject = 'Payroll integration') {
  await page.getByLabel('Name', { exact: true }).fill(`Otieno ${marker}`);
  await page.getByLabel('Email', { exact: true }).fill(`${marker}@example.co.ke`);
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page
    .getByLabel('Message', { exact: true })
    .fill(`Our payroll runs on spreadsheets. (${marker})`);
}

const storedDraft = (page: Page) => page.evaluate(() => localStorage.getItem('contact-draft'));
const offer = (page: Page) => page.getByRole('region', { name: /You have an unsent message from/ });

/** Counts the posts to the contact endpoint from now on. */
function countPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/contact')) posts.push(r.url());
  });
  return posts;
}

test('a send that fails keeps the draft; the next visit offers it, and sends it once on request', async ({
  page,
}) => {
  const marker = await asNewVisitor(page);
  // Both the store and the mail down: the server answers 503, as it does then.
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 503, json: { message: UNAVAILABLE } }),
  );
  await page.goto('/contact');
  await type(page, marker);
  await page.getByRole('button', { name: 'Chat With Us' }).click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: UNAVAILABLE }),
  ).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(/Our payroll/);
  expect(JSON.parse((await storedDraft(page))!).fields.message).toContain(marker);

  // The next visit: the offer, and nothing sent until the visitor asks.
  await page.unroute('**/api/contact');
  const posts = countPosts(page);
  await page.goto('/contact');
  await expect(offer(page)).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  expect(posts).toHaveLength(0);

  await offer(page).getByRole('button', { name: 'Send it now' }).click();
  await expect(
    page.getByText(`Thank you, Otieno ${marker}! We've received your message.`),
  ).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(await storedDraft(page)).toBeNull();
  expect(await rowsWith('messages', marker)).toHaveLength(1);
  // Sent is sent: no offer on the visit after.
  await page.goto('/contact');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(offer(page)).toHaveCount(0);
});

test('a request that never arrives (no network) keeps the draft too', async ({ page }) => {
  const marker = await asNewVisitor(page);
  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await page.goto('/contact');
  await type(page, marker);
  await page.getByRole('button', { name: 'Chat With Us' }).click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'We could not reach our server.' }),
  ).toBeVisible();
  expect(JSON.parse((await storedDraft(page))!).fields.name).toBe(`Otieno ${marker}`);
});

test("discarding forgets the draft, and a shared link's subject waits for the choice", async ({
  page,
}) => {
  const marker = await asNewVisitor(page);
  await page.goto('/contact');
  await type(page, marker, 'My own subject');
  // Saved as the visitor types, without sending.
  await expect.poll(() => storedDraft(page)).toContain(marker);

  await page.goto('/contact?subject=Website%20redesign');
  await expect(offer(page)).toBeVisible();
  // While the offer is open, the link does not overwrite anything.
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
  await offer(page).getByRole('button', { name: 'Discard' }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Website redesign');
  expect(await storedDraft(page)).toBeNull();
  expect(await rowsWith('messages', marker)).toHaveLength(0);
});

test('a question for the team that could not be sent is offered in the chat on the next visit, and sent with its conversation', async ({
  page,
}) => {
  const marker = await asNewVisitor(page);
  await page.route('**/api/chat/handoff', (route) =>
    route.fulfill({ status: 503, json: { message: UNAVAILABLE } }),
  );
  await page.goto('/about');
  await page.getByRole('button', { name: 'Ask our assistant' }).click();
  const chat = page.getByRole('dialog', { name: /Chat with/ });
  await chat.getByRole('textbox', { name: 'Your message' }).fill('Can I talk to a person?');
  await page.keyboard.press('Enter');
  const form = chat.getByRole('form', { name: 'Pass your question to our team' });
  await form.getByLabel('Your name').fill(`Chebet ${marker}`);
  await form.getByLabel('Your email').fill(`${marker}@example.co.ke`);
  await form.getByLabel('Your question').fill(`A USSD app for our SACCO? (${marker})`);
  await form.getByRole('button', { name: 'Send to the team' }).click();
  await expect(form.getByRole('alert')).toHaveText(UNAVAILABLE);

  await page.unroute('**/api/chat/handoff');
  await page.goto('/about');
  await page.getByRole('button', { name: 'Ask our assistant' }).click();
  const offered = chat.getByRole('region', { name: /You have an unsent question for our team/ });
  await expect(offered).toBeVisible();
  await offered.getByRole('button', { name: 'Send it now' }).click();
  await expect(chat.getByRole('log')).toContainText(`Thank you, Chebet ${marker}!`);
  await expect(offered).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('handoff-draft'))).toBeNull();
  const rows = await rowsWith('messages', marker);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.message).toContain('Visitor: Can I talk to a person?');
});
