import { expect, test } from './support/test';
import { axeViolations } from './support/axe';
import { LIMITS } from '../../lib/limits';
import { deliveredMessage } from './support/stored';

test('a visitor who asks the chat for a person leaves a message that is stored with the conversation and mailed once', async ({
  page,
}, testInfo) => {
  test.slow(); // axe-core scans the whole page
  const marker = `handoff${Date.now().toString(36)}${testInfo.project.name}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.20.0.${testInfo.workerIndex + 1}` });
  // A hand-off sent sooner than a person could type it is taken for a bot's (answered like a
  // person's, but not stored). The page's clock starts a little in the past, as if the visitor
  // had been chatting for a while.
  await page.clock.install({ time: Date.now() - LIMITS.minFillMs - 2000 });
  await page.route('**/api/log-click', (route) => route.fulfill({ status: 204 }));
  await page.goto('/about');
  await page.getByRole('button', { name: 'Ask our assistant' }).click();
  const chat = page.getByRole('dialog', { name: /Chat with/ });
  await chat.getByRole('textbox', { name: 'Your message' }).fill('Can I talk to a person?');
  await page.keyboard.press('Enter');

  const form = chat.getByRole('form', { name: 'Pass your question to our team' });
  await expect(form).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await form.getByLabel('Your name').fill(`Otieno ${marker}`);
  await form.getByLabel('Your email').fill(`${marker}@example.co.ke`);
  await form.getByLabel('Your question').fill('A USSD app for our SACCO: what would it take?');
  await form.getByRole('button', { name: 'Send to the team' }).click();
  await expect(chat.getByRole('log')).toContainText(
    `Thank you, Otieno ${marker}! Your question is with our team`,
  );
  await expect(form).toBeHidden();

  const { row } = await deliveredMessage(marker);
  expect(row.subject).toBe('From the website chat: A USSD app for our SACCO: what would it take?');
  expect(row.message).toContain('--- The conversation so far ---');
  expect(row.message).toContain('Visitor: Can I talk to a person?');
});
