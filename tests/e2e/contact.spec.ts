import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';
import { site } from '../../content/site';

async function open(page: Page, path = '/contact') {
  await page.route('**/api/log-click', (route) => route.fulfill({ status: 204 }));
  await page.goto(path);
  // The loading overlay clears right after hydration; typing before it would race React.
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

async function fillForm(page: Page) {
  await page.getByLabel('Name', { exact: true }).fill('Otieno');
  await page.getByLabel('Email', { exact: true }).fill('otieno@example.co.ke');
  await page.getByLabel('Subject', { exact: true }).fill('Loan app with M-Pesa');
  await page
    .getByLabel('Message', { exact: true })
    .fill('We need repayments through Daraja STK push.');
}

async function expectFormKept(page: Page) {
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Otieno');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('otieno@example.co.ke');
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Loan app with M-Pesa');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
    'We need repayments through Daraja STK push.',
  );
  await expect(page.getByRole('button', { name: 'Chat With Us' })).toBeEnabled();
}

test('the form is in the static HTML of the page', async ({ request }) => {
  const html = await (await request.get('/contact')).text();
  expect(html).toContain('Chat With Us');
  expect(html).toContain('name="message"');
});

test('shows the contact details of the company', async ({ page }) => {
  await open(page);
  const details = page.getByRole('list', { name: 'Contact details' });
  await expect(details.getByRole('link', { name: site.phone })).toHaveAttribute('href', /^tel:/);
  await expect(details.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  const whatsapp = details.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', site.whatsapp);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  // Each link's name begins with its caption, so "Location" finds the address.
  const location = page.getByRole('link', { name: /^Location/ });
  await expect(location).toHaveText('Location: Nairobi, Kenya');
  await expect(location).toHaveAttribute('href', '/maps');
  await expect(details.getByRole('link', { name: `Call us: ${site.phone}` })).toBeVisible();
  await expect(details.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
    'href',
    site.linkedin,
  );
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Contact');
});

for (const [query, subject] of [
  ['Website%20redesign', 'Website redesign'],
  ['M-Pesa%20%26%20bank%20integration', 'M-Pesa & bank integration'],
] as const) {
  test(`prefills the subject "${subject}" from a shared link`, async ({ page }) => {
    await open(page, `/contact?subject=${query}`);
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(subject);
  });
}

test('replaces the form with the thank-you text once the message is accepted', async ({ page }) => {
  await open(page);
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 202, json: { id: 'msg_1' } }),
  );
  await fillForm(page);
  const [request] = await Promise.all([
    page.waitForRequest('**/api/contact'),
    page.getByRole('button', { name: 'Chat With Us' }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({
    name: 'Otieno',
    email: 'otieno@example.co.ke',
    subject: 'Loan app with M-Pesa',
    message: 'We need repayments through Daraja STK push.',
    website: '',
    startedAt: expect.any(Number),
  });
  const thanks = page.getByText("Thank you, Otieno! We've received your message.", { exact: true });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
});

for (const [failure, fail] of [
  [
    'the server answers 503',
    (page: Page) =>
      page.route('**/api/contact', (r) =>
        r.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
      ),
  ],
  ['the network fails', (page: Page) => page.route('**/api/contact', (r) => r.abort('failed'))],
] as const) {
  test(`keeps the inputs and shows an alert with other ways to reach us when ${failure}`, async ({
    page,
  }) => {
    test.slow(); // axe-core scans the whole page
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await open(page);
    await fail(page);
    await fillForm(page);
    await page.getByRole('button', { name: 'Chat With Us' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'still in the form' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: `Email ${site.email}` })).toBeVisible();
    await expect(alert.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      site.whatsapp,
    );
    await expectFormKept(page);
    expect(errors.some((text) => text.includes('Email send failed'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('sending the form empty stops at the name field, with its label in view below the navbar, and sends nothing', async ({
    page,
  }) => {
    let sent = 0;
    await open(page);
    await page.route('**/api/contact', (route) => {
      sent += 1;
      return route.fulfill({ status: 500 });
    });
    const send = page.getByRole('button', { name: 'Chat With Us' });
    const navbarBottom = await page
      .getByRole('banner')
      .evaluate((navbar) => navbar.getBoundingClientRect().bottom);
    // The button at the top of the screen: the name field above it is out of sight.
    await send.evaluate((button) => button.scrollIntoView({ block: 'start' }));
    const name = page.getByLabel('Name', { exact: true });
    expect(await name.evaluate((field) => field.getBoundingClientRect().bottom)).toBeLessThan(
      navbarBottom,
    );
    await send.tap();
    await expect(name).toBeFocused();
    const label = page.locator('label', { hasText: /^Name$/ });
    await expect
      .poll(() => label.evaluate((element) => element.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(navbarBottom);
    expect(sent).toBe(0);
  });
});

test('has no axe violations', async ({ page }) => {
  test.slow(); // axe-core scans the whole page
  await open(page, '/contact?subject=Website%20redesign');
  expect(await axeViolations(page)).toEqual([]);
});
