import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';

const launcher = (page: Page) => page.getByRole('button', { name: 'Ask our assistant' });
const dialog = (page: Page) => page.getByRole('dialog', { name: /Chat with/ });
const input = (page: Page) => dialog(page).getByRole('textbox', { name: 'Your message' });
const sendButton = (page: Page) => dialog(page).getByRole('button', { name: 'Send message' });

async function openByKeyboard(page: Page) {
  await launcher(page).focus();
  await page.keyboard.press('Enter');
  await expect(input(page)).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/about');
});

test('opens by keyboard with a greeting, and answers through the real /api/chat', async ({
  page,
}) => {
  await openByKeyboard(page);
  await expect(dialog(page).getByRole('log')).toContainText('Jambo!');
  await page.keyboard.type('Where are you located?');
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('log')).toContainText('Nairobi');
  await dialog(page).getByRole('link', { name: 'Locate Us' }).click();
  await expect(page).toHaveURL(/\/maps$/);
  // Loaded as a document, so the map page has its own policy (the one that allows Google Maps).
  const policy = page.locator('meta[http-equiv="Content-Security-Policy"]');
  await expect(policy).toHaveAttribute('content', /https:\/\/\*\.googleapis\.com/);
});

test('shows the thinking state and disables send while a reply is pending', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chat', async (route) => {
    await released;
    await route.fulfill({
      json: { reply: 'Our prices: [ask for a quote](/contact?subject=Request%20a%20quote).' },
    });
  });
  await openByKeyboard(page);
  await page.keyboard.type('How much does it cost?');
  await page.keyboard.press('Enter');

  await expect(dialog(page).getByText('Bot is thinking...')).toBeVisible();
  await input(page).fill('a second question');
  await expect(sendButton(page)).toBeDisabled();

  release();
  await expect(dialog(page).getByText('Bot is thinking...')).toBeHidden();
  await expect(sendButton(page)).toBeEnabled();
  await dialog(page).getByRole('link', { name: 'ask for a quote' }).click();
  await expect(page).toHaveURL(/\/contact\?subject=Request%20a%20quote$/);
});

test('shows the error field of a failed reply, and asks to try again later when the network fails', async ({
  page,
}) => {
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 429,
      json: { error: 'Too many requests. Please wait a minute and try again.' },
    }),
  );
  await openByKeyboard(page);
  await page.keyboard.type('hello there');
  await page.keyboard.press('Enter');
  await expect(
    dialog(page).getByText('Too many requests. Please wait a minute and try again.'),
  ).toBeVisible();

  await page.unroute('**/api/chat');
  await page.route('**/api/chat', (route) => route.abort('internetdisconnected'));
  await page.keyboard.type('anyone?');
  await page.keyboard.press('Enter');
  await expect(
    dialog(page).getByText('Something went wrong. Please try again later.'),
  ).toBeVisible();
});

test('closes on Escape, returns focus to the launcher, and keeps the conversation across pages', async ({
  page,
}) => {
  await page.route('**/api/chat', (route) =>
    route.fulfill({ json: { reply: 'We build mobile apps.' } }),
  );
  await openByKeyboard(page);
  await page.keyboard.type('Do you build apps?');
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByText('We build mobile apps.')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();

  await page.goto('/services');
  await launcher(page).click();
  await expect(dialog(page).getByText('Do you build apps?')).toBeVisible();
  await expect(dialog(page).getByText('We build mobile apps.')).toBeVisible();
  // Pressed again, the launcher closes the panel: the panel leaves it in reach on a phone too.
  await page.locator('#chat-launcher').click();
  await expect(dialog(page)).toBeHidden();
});

test('has no accessibility violations with the panel open, and fits the screen', async ({
  page,
}) => {
  test.slow(); // axe over a whole page takes a while on a busy machine
  await launcher(page).click();
  await expect(input(page)).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  const box = await dialog(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  expect(box!.height).toBeLessThanOrEqual(480);
  // 480 px high wherever the screen has room for it.
  if (viewport.height >= 700) expect(Math.round(box!.height)).toBe(480);
});
