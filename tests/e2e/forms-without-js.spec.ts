import { expect, test, type Page } from './support/test';
import { fullyWorking, holdScripts, isFullyWorking } from './support/held';
import { deliveredMessage, rowsWith, traces } from './support/stored';
import { LIMITS } from '../../lib/limits';

/**
 * The contact and newsletter forms as a visitor meets them when the scripts never arrive
 * (JavaScript off) or have not arrived yet (a slow phone): the browser posts the form itself,
 * and what it sent is stored and mailed exactly as from a hydrated form.
 */

let visitor = 0;
/** A marker for this test's rows, and its own client address (the test plays the proxy). */
async function asNewVisitor(page: Page) {
  visitor += 1;
  const marker = `nojs${Date.now().toString(36)}${visitor}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${visitor}.${visitor % 250}` });
  await page.route('**/api/log-click', (route) => route.fulfill({ status: 204 }));
  return marker;
}

async function fillContact(page: Page, marker: string, email = `${marker}@example.co.ke`) {
  await page.getByLabel('Name', { exact: true }).fill(`Wairimu ${marker}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Subject', { exact: true }).fill('Clinic booking system');
  await page
    .getByLabel('Message', { exact: true })
    .fill(`Two clinics in Nakuru.\nPatients book by SMS. (${marker})`);
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form is sent, stored and mailed once, and the visitor is thanked', async ({
    page,
  }) => {
    const marker = await asNewVisitor(page);
    await page.goto('/contact');
    await fillContact(page, marker);
    await page.getByRole('button', { name: 'Chat With Us' }).click();

    await expect(page).toHaveURL('/contact/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Thank you! We've received your message.",
    );
    const { row, mail } = await deliveredMessage(marker);
    expect(row.subject).toBe('Clinic booking system');
    expect(row.message).toBe(`Two clinics in Nakuru.\nPatients book by SMS. (${marker})`);
    expect(mail).toContain('Subject: [');
  });

  test('a refused message lands on a page that says why, and Back returns to the form with everything typed', async ({
    page,
  }) => {
    const marker = await asNewVisitor(page);
    await page.goto('/contact');
    // The browser accepts an address without a top-level domain; the server does not.
    await fillContact(page, marker, `${marker}@intranet`);
    await page.getByRole('button', { name: 'Chat With Us' }).click();

    await expect(page).toHaveURL('/contact/not-sent#check-details');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message was not sent');
    await expect(page.getByText('Some details need a fix before we can send')).toBeVisible();
    // The form itself caps no field, so the page says how long each may be.
    await expect(
      page.getByText(/^your name \(at most 100 characters\) and the subject/),
    ).toBeVisible();
    await expect(page.getByText('You have sent several messages')).toBeHidden();
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`Wairimu ${marker}`);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`${marker}@intranet`);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(/Patients book by SMS/);
    expect(await traces(marker)).toEqual({ messages: 0, subscribers: 0, clicks: 0, mails: 0 });
  });

  test('the newsletter form in the footer subscribes the visitor and thanks them', async ({
    page,
  }) => {
    const marker = await asNewVisitor(page);
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByPlaceholder('Your Name...').fill(`Kamau ${marker}`);
    await footer.getByPlaceholder('Enter Your Email Address...').fill(`${marker}@example.co.ke`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL('/newsletter/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for subscribing!');
    const rows = await rowsWith('subscribers', marker);
    expect(rows.map((r) => [r.name, r.email])).toEqual([
      [`Kamau ${marker}`, `${marker}@example.co.ke`],
    ]);
  });

  test('a refused subscription lands on a page that says why and leads back to the form', async ({
    page,
  }) => {
    const marker = await asNewVisitor(page);
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    await footer.getByPlaceholder('Your Name...').fill(`Kamau ${marker}`);
    // The browser accepts an address without a top-level domain; the server does not.
    await footer.getByPlaceholder('Enter Your Email Address...').fill(`${marker}@intranet`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL('/newsletter/not-subscribed#check-details');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription failed');
    await expect(page.getByText('Please enter both name and email, with a complete')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the newsletter form' }).click();
    await expect(page.getByPlaceholder('Your Name...')).toBeInViewport();
    expect(await rowsWith('subscribers', marker)).toEqual([]);
  });

  test('the browser itself asks for an empty newsletter field before anything is sent', async ({
    page,
  }) => {
    await asNewVisitor(page);
    let posted = false;
    page.on('request', (request) => (posted ||= request.method() === 'POST'));
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByPlaceholder('Your Name...').fill('Kamau');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const email = footer.getByPlaceholder('Enter Your Email Address...');
    expect(await email.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe('');
    await expect(page).toHaveURL('/about');
    expect(posted).toBe(false);
  });

  test('a form on another site that posts to ours is refused with 403 and stores nothing', async ({
    page,
    baseURL,
  }) => {
    const marker = await asNewVisitor(page);
    await page.route('http://elsewhere.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${baseURL}/api/contact">
          <input name="name" value="Victim ${marker}"><input name="email" value="${marker}@example.co.ke">
          <input name="subject" value="Forged"><input name="message" value="Forged ${marker}">
          <button>Send</button></form>`,
      }),
    );
    await page.goto('http://elsewhere.example/');
    const [response] = await Promise.all([
      page.waitForResponse(`${baseURL}/api/contact`),
      page.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(response.status()).toBe(403);
    expect(response.request().headers().origin).toBe('http://elsewhere.example');
    expect(await traces(marker)).toEqual({ messages: 0, subscribers: 0, clicks: 0, mails: 0 });
  });
});

test.describe('with JavaScript on, before the scripts have arrived', () => {
  test('a contact message sent before hydration is posted by the browser, stored and mailed', async ({
    page,
  }) => {
    const marker = await asNewVisitor(page);
    await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    await fillContact(page, marker);
    expect(await isFullyWorking(page)).toBe(false);
    await page.getByRole('button', { name: 'Chat With Us' }).click();

    await expect(page).toHaveURL('/contact/thank-you');
    await deliveredMessage(marker);
  });

  test('a newsletter subscription sent before hydration is stored', async ({ page }) => {
    const marker = await asNewVisitor(page);
    await holdScripts(page);
    await page.goto('/faq', { waitUntil: 'commit' });
    const footer = page.getByRole('contentinfo');
    await footer.getByPlaceholder('Your Name...').fill(`Njeri ${marker}`);
    await footer.getByPlaceholder('Enter Your Email Address...').fill(`${marker}@example.co.ke`);
    expect(await isFullyWorking(page)).toBe(false);
    await footer.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL('/newsletter/thank-you');
    expect(await rowsWith('subscribers', marker)).toHaveLength(1);
  });

  test('text typed before hydration is kept when the scripts arrive, and sent with them', async ({
    page,
  }) => {
    const marker = await asNewVisitor(page);
    const { release } = await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    await fillContact(page, marker);
    // The spam trap refuses (quietly) a form sent sooner than a person could fill it, timed from
    // when the page loaded. Hold the scripts past that, so the submit right after hydration is a
    // person's only if the form is timed from the page, not from hydration.
    await page.waitForFunction((ms) => performance.now() > ms, LIMITS.minFillMs + 200);
    await release();
    await fullyWorking(page);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`Wairimu ${marker}`);

    // Sent at once: the form has been on screen since the page loaded, not since hydration.
    await page.getByRole('button', { name: 'Chat With Us' }).click();
    await expect(
      page.getByText(`Thank you, Wairimu ${marker}! We've received your message.`),
    ).toBeVisible();
    await expect(page).toHaveURL('/contact');
    await deliveredMessage(marker);
  });
});
