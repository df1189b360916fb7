import type { TestInfo } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { fullyWorking, holdScripts, isFullyWorking } from './support/held';
import { deliveredMessage } from './support/stored';

/**
 * The chat launcher as a visitor meets it before the chat's script is there: when the scripts
 * never arrive (JavaScript off) or have not arrived yet (a slow phone). Its panel opens at the
 * first tap and offers a form for the team, which the browser posts itself; when the scripts
 * arrive the panel becomes the chat, unless the visitor has begun the form.
 */

const launcher = (page: Page) => page.locator('#chat-launcher');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with Kilele' });
const teamForm = (page: Page) => panel(page).getByRole('form', { name: 'Ask our team' });

let visitor = 0;
/** A marker for this test's rows, and its own client address (the test plays the proxy). */
async function asNewVisitor(page: Page, testInfo: TestInfo) {
  visitor += 1;
  const marker = `chatform${Date.now().toString(36)}${testInfo.project.name}${visitor}`;
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.21.${testInfo.workerIndex + 1}.${visitor % 250}`,
  });
  await page.route('**/api/log-click', (route) => route.fulfill({ status: 204 }));
  return marker;
}

async function sendQuestion(page: Page, marker: string) {
  await teamForm(page).getByLabel('Your name').fill(`Achieng ${marker}`);
  await teamForm(page).getByLabel('Your email').fill(`${marker}@example.co.ke`);
  await teamForm(page).getByLabel('Your question').fill('Can you add M-Pesa to our shop?');
  await teamForm(page).getByRole('button', { name: 'Send to the team' }).click();
  await expect(page).toHaveURL('/contact/thank-you');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Thank you! We've received your message.",
  );
}

/** The one lead with the marker, once its mail has gone out: a question from the chat. */
async function expectStoredQuestion(marker: string) {
  const { row } = await deliveredMessage(marker);
  expect(row).toMatchObject({
    kind: 'handoff',
    subject: 'From the website chat: Can you add M-Pesa to our shop?',
    message: 'Can you add M-Pesa to our shop?',
  });
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the launcher opens and closes the panel, its name and icon following it', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(launcher(page)).toHaveAccessibleName('Ask our assistant');
    await expect(panel(page)).toBeHidden();
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(launcher(page)).toHaveAccessibleName('Close chat');
    await expect(teamForm(page)).toBeVisible();
    // The open panel leaves the launcher in reach, on a phone too: pressed again, it closes it.
    await launcher(page).click();
    await expect(panel(page)).toBeHidden();

    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toHaveAccessibleName('Ask our assistant');
    await launcher(page).click();
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toBeHidden();
  });

  test("the panel's form sends a question to the team, stored and mailed once, and the visitor is thanked", async ({
    page,
  }, testInfo) => {
    const marker = await asNewVisitor(page, testInfo);
    await page.goto('/about');
    await launcher(page).click();
    await sendQuestion(page, marker);
    await expectStoredQuestion(marker);
  });
});

test.describe('with JavaScript on, before the scripts have arrived', () => {
  test('the panel opens at the first tap, and its form is posted by the browser', async ({
    page,
  }, testInfo) => {
    const marker = await asNewVisitor(page, testInfo);
    await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    expect(await isFullyWorking(page)).toBe(false);
    await sendQuestion(page, marker);
    await expectStoredQuestion(marker);
  });

  test('a panel opened and a form begun before the scripts stay open and filled when they arrive, with the chat one tap away', async ({
    page,
  }) => {
    const { release } = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await launcher(page).click();
    await teamForm(page).getByLabel('Your name').fill('Achieng');
    await teamForm(page).getByLabel('Your question').fill('Can you add M-Pesa to our shop?');

    await release();
    await fullyWorking(page);
    const switchToChat = panel(page).getByRole('button', {
      name: 'Chat with our assistant instead',
    });
    await expect(switchToChat).toBeVisible();
    await expect(panel(page)).toBeVisible();
    await expect(teamForm(page).getByLabel('Your name')).toHaveValue('Achieng');
    await expect(teamForm(page).getByLabel('Your question')).toHaveValue(
      'Can you add M-Pesa to our shop?',
    );

    await switchToChat.click();
    await expect(panel(page).getByRole('textbox', { name: 'Your message' })).toBeFocused();
    await expect(
      panel(page).getByRole('region', { name: /You have an unsent question for our team/ }),
    ).toBeVisible();
  });

  test('a panel opened before the scripts, with nothing typed, becomes the chat when they arrive', async ({
    page,
  }) => {
    const { release } = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await launcher(page).click();
    await expect(teamForm(page)).toBeVisible();

    await release();
    await expect(panel(page).getByRole('textbox', { name: 'Your message' })).toBeFocused();
    await expect(teamForm(page)).toHaveCount(0);
    await expect(panel(page).getByRole('log')).toContainText('Jambo!');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });
});
