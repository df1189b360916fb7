import { axeViolations } from './support/axe';
import { newsletterLinks } from './support/mailbox';
import { rowsWith } from './support/stored';
import { expect, test, type Page } from './support/test';

/**
 * The newsletter's double opt-in as a reader meets it: the form, the mail that arrives, the link
 * in it, and the one button on the page the link opens.
 */
const marker = () => `nl${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let visitor = 0;

async function signUp(page: Page, name: string, email: string) {
  // A reader of their own (with no proxy in front, the server keys its limits on this header), so
  // the other tests' sign-ups never count against this one.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.21.${process.pid % 250}.${++visitor}` });
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByPlaceholder('Your Name...').fill(name);
  await footer.getByPlaceholder('Enter Your Email Address...').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
}

const status = async (email: string) => (await rowsWith('subscribers', email))[0]?.status;

test.describe('with JavaScript', () => {
  test('the link in the confirmation mail opens a page whose button confirms the subscription', async ({
    page,
  }) => {
    const id = marker();
    const email = `${id}@example.co.ke`;
    await signUp(page, `Reader ${id}`, email);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing!');
    await expect(footer.getByText('Check your inbox for a link to confirm.')).toBeVisible();
    const { confirm } = await newsletterLinks(email);

    await page.goto(confirm);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    expect(await axeViolations(page)).toEqual([]);
    // Opening the link, as a mail scanner does, changes nothing.
    expect(await status(email)).toBe('pending');

    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page).toHaveURL('/newsletter/confirmed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your subscription is confirmed',
    );
    expect(await status(email)).toBe('confirmed');

    // The same link again: the page says it was used, and offers the form.
    await page.goto(confirm);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page).toHaveURL('/newsletter/link-invalid#used');
    await expect(page.getByText('This link has already been used.')).toBeVisible();
    await expect(page.getByText('This link is not one we sent')).toBeHidden();
    await page.getByRole('link', { name: 'Go to the newsletter form' }).click();
    await expect(page.getByRole('contentinfo').getByPlaceholder('Your Name...')).toBeInViewport();
  });

  test('the unsubscribe link opens a page whose button takes the address off the list', async ({
    page,
  }) => {
    const id = marker();
    const email = `${id}@example.co.ke`;
    await signUp(page, `Reader ${id}`, email);
    const { unsubscribe } = await newsletterLinks(email);
    await page.goto(unsubscribe);
    expect(await status(email)).toBe('pending');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page).toHaveURL('/newsletter/unsubscribed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are off the list');
    expect(await status(email)).toBe('unsubscribed');
  });

  test('a link we never sent leads to a page that says so', async ({ page }) => {
    await page.goto(`/newsletter/confirm?token=${'Q'.repeat(43)}`);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page).toHaveURL('/newsletter/link-invalid#unknown');
    await expect(page.getByText('This link is not one we sent')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the form, the mail and the link's button confirm the subscription all the same", async ({
    page,
  }) => {
    const id = marker();
    const email = `${id}@example.co.ke`;
    await signUp(page, `Reader ${id}`, email);
    await expect(page).toHaveURL('/newsletter/thank-you');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Check your inbox for a link to confirm.' }),
    ).toBeVisible();
    const { confirm } = await newsletterLinks(email);
    await page.goto(confirm);
    expect(await status(email)).toBe('pending');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page).toHaveURL('/newsletter/confirmed');
    expect(await status(email)).toBe('confirmed');
  });
});
