import { expect, test, type Page, type Request } from './support/test';
import { rowsWith } from './support/stored';

async function watchClicks(page: Page, status = 204) {
  const sent: Request[] = [];
  await page.route('**/api/log-click', async (route) => {
    sent.push(route.request());
    await route.fulfill({ status });
  });
  await page.goto('/contact');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  return sent;
}

test('sends one request per click with the element and an ISO timestamp, its page as the Referer', async ({
  page,
}) => {
  const sent = await watchClicks(page);
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).click();
  await page.getByLabel('Subject', { exact: true }).click();
  await expect.poll(() => sent.length).toBe(2);

  const [heading, input] = sent.map((request) => request.postDataJSON());
  expect(heading).toEqual({
    tag: 'H1',
    className: expect.any(String),
    id: '',
    timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  });
  expect(input).toMatchObject({ tag: 'INPUT', id: 'contact-subject' });
  for (const request of sent)
    expect(new URL(request.headers()['referer']!).pathname).toBe('/contact');
  expect(sent[0]!.method()).toBe('POST');
  expect(sent[0]!.headers()['content-type']).toBe('application/json');
});

test('a click followed at once by leaving the page is still stored, once', async ({ page }) => {
  const marker = `left-${Date.now()}`;
  await page.goto('/contact');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  // In one task (a full page load, as a link to another site would be): the click's request
  // waits for the next frame, which the page may never render.
  await page.evaluate((id) => {
    const heading = document.querySelector('h1')!;
    heading.id = id;
    heading.click();
    open('/faq', '_self');
  }, marker);
  await page.waitForURL('**/faq');
  await expect.poll(async () => (await rowsWith('clicks', marker)).length).toBe(1);
  await page.waitForTimeout(500);
  const rows = await rowsWith('clicks', marker);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ tag: 'h1', path: '/contact' });
});

test('sends the class of an SVG icon as a string', async ({ page }) => {
  const sent = await watchClicks(page);
  await page.getByRole('list', { name: 'Contact details' }).locator('svg').first().click();
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]!.postDataJSON()).toMatchObject({ tag: 'svg', className: expect.any(String) });
});

test('sends nothing when the browser signals Global Privacy Control', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const sent = await watchClicks(page);
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).click();
  await page.getByLabel('Subject', { exact: true }).click();
  // Give any request that would have been sent the time to arrive.
  await page.waitForTimeout(1000);
  expect(sent).toHaveLength(0);
});

test('logs "Failed to log click:" and leaves the page working when logging fails', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const sent = await watchClicks(page, 503);
  const subject = page.getByLabel('Subject', { exact: true });
  await subject.click();
  await subject.fill('Still typing');
  await expect
    .poll(() => errors.some((text) => text.startsWith('Failed to log click:')))
    .toBe(true);
  await expect(subject).toHaveValue('Still typing');
  expect(sent.length).toBeGreaterThan(0);
});
