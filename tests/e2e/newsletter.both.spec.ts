import { expect, test, type Page, type Route } from './support/test';
import { firstPaint, fullyWorking, holdScripts } from './support/held';

async function openFooter(page: Page, answer: (route: Route) => Promise<void>) {
  await page.route('**/api/log-click', (route) => route.fulfill({ status: 204 }));
  await page.route('**/subscribe', answer);
  await page.goto('/about');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  return page.getByRole('contentinfo').getByRole('region', { name: 'Subscribe to our newsletter' });
}

async function subscribe(page: Page, name: string, email: string) {
  const form = page.getByRole('contentinfo');
  await form.getByPlaceholder('Your Name...').fill(name);
  await form.getByPlaceholder('Enter Your Email Address...').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
}

test('asks for both name and email when one is missing, without calling the server', async ({
  page,
}) => {
  let calls = 0;
  const newsletter = await openFooter(page, async (route) => {
    calls += 1;
    await route.fulfill({ status: 200, json: { message: 'Thank you for subscribing!' } });
  });
  await subscribe(page, 'Achieng', '');
  await expect(newsletter.getByRole('alert')).toHaveText('Please enter both name and email');
  expect(calls).toBe(0);
});

test("a malformed email is stopped by the browser's own check, without calling the server", async ({
  page,
}) => {
  let calls = 0;
  const newsletter = await openFooter(page, async (route) => {
    calls += 1;
    await route.fulfill({ status: 200, json: {} });
  });
  await subscribe(page, 'Achieng', 'achieng-at-example');
  const email = newsletter.getByPlaceholder('Enter Your Email Address...');
  // The bubble is the browser's, not the page's: the field is invalid and focused, nothing said.
  await expect(email).toBeFocused();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await expect(newsletter.getByRole('alert')).toHaveText('');
  await expect(page).toHaveURL('/about');
  expect(calls).toBe(0);
});

test('thanks the subscriber and clears both inputs', async ({ page }) => {
  const newsletter = await openFooter(page, (route) =>
    route.fulfill({ status: 200, json: { message: 'Thank you for subscribing!' } }),
  );
  const [request] = await Promise.all([
    page.waitForRequest('**/subscribe'),
    subscribe(page, 'Achieng', 'achieng@example.co.ke'),
  ]);
  expect(request.method()).toBe('POST');
  // With where the visit started: here, the page it landed on and the page of the form.
  expect(request.postDataJSON()).toEqual({
    name: 'Achieng',
    email: 'achieng@example.co.ke',
    source: { landingPath: '/about', formPage: '/about' },
  });
  await expect(newsletter.getByRole('status')).toHaveText('Thank you for subscribing!');
  await expect(newsletter.getByText('Check your inbox for a link to confirm.')).toBeVisible();
  await expect(newsletter.getByPlaceholder('Your Name...')).toHaveValue('');
  await expect(newsletter.getByPlaceholder('Enter Your Email Address...')).toHaveValue('');
});

test("shows the server's message when it refuses", async ({ page }) => {
  const newsletter = await openFooter(page, (route) =>
    route.fulfill({
      status: 429,
      json: { message: 'Too many requests. Please try again in a minute.' },
    }),
  );
  await subscribe(page, 'Achieng', 'achieng@example.co.ke');
  await expect(newsletter.getByRole('alert')).toHaveText(
    'Too many requests. Please try again in a minute.',
  );
  await expect(newsletter.getByPlaceholder('Your Name...')).toHaveValue('Achieng');
});

test('says "Subscription failed" when a refusal has no message', async ({ page }) => {
  const newsletter = await openFooter(page, (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await subscribe(page, 'Achieng', 'achieng@example.co.ke');
  await expect(newsletter.getByRole('alert')).toHaveText('Subscription failed');
});

test('says "Failed to connect to server" when the network fails', async ({ page }) => {
  const newsletter = await openFooter(page, (route) => route.abort('internetdisconnected'));
  await subscribe(page, 'Achieng', 'achieng@example.co.ke');
  await expect(newsletter.getByRole('alert')).toHaveText('Failed to connect to server');
});

/** `/about` painted with its scripts held back, and its newsletter form. */
async function openBeforeScripts(page: Page) {
  const scripts = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'commit' });
  await firstPaint(page);
  const newsletter = page
    .getByRole('contentinfo')
    .getByRole('region', { name: 'Subscribe to our newsletter' });
  return { scripts, newsletter };
}

test("a send the browser stopped before the scripts ran gets the form's message once they do", async ({
  page,
}) => {
  let calls = 0;
  await page.route('**/subscribe', async (route) => {
    calls += 1;
    await route.fulfill({ status: 200, json: {} });
  });
  const { scripts, newsletter } = await openBeforeScripts(page);
  await newsletter.getByPlaceholder('Your Name...').fill('Achieng');
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  // The browser's own check stops it (its bubble is not in the page): nothing sent, no message.
  await expect(newsletter.getByPlaceholder('Enter Your Email Address...')).toBeFocused();
  await expect(newsletter.getByRole('alert')).toHaveText('');
  await scripts.release();
  await fullyWorking(page);
  await expect(newsletter.getByRole('alert')).toHaveText('Please enter both name and email');
  await expect(page).toHaveURL('/about');
  expect(calls).toBe(0);
});

test('a page whose form nobody tried shows no message once its scripts run', async ({ page }) => {
  const { scripts, newsletter } = await openBeforeScripts(page);
  // Focused and left empty: not a send, so nothing to say.
  await newsletter.getByPlaceholder('Your Name...').focus();
  await newsletter.getByPlaceholder('Enter Your Email Address...').focus();
  await scripts.release();
  await fullyWorking(page);
  await expect(newsletter.getByRole('alert')).toHaveText('');
});
