import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';
import { fullyWorking, holdScripts, isFullyWorking } from './support/held';
import { faqs } from '@/content/faq';

/** The questions, each a `<details>` whose summary holds the question as a heading. */
const items = (page: Page) => page.locator('main details');
const question = (page: Page, index: number) => items(page).nth(index).locator('summary');
const answer = (page: Page, index: number) => page.getByText(faqs[index]?.answer ?? '');
const openItems = (page: Page) => page.locator('main details[open]');

/** Opens the first question, then the second: the first closes. */
async function openOneThenAnother(page: Page) {
  await question(page, 0).click();
  await expect(answer(page, 0)).toBeVisible();
  await question(page, 1).click();
  await expect(answer(page, 1)).toBeVisible();
  await expect(answer(page, 0)).toBeHidden();
  await expect(openItems(page)).toHaveCount(1);
}

test.describe('/faq', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/faq');
  });

  test('shows the hero with its breadcrumb and 15 questions as headings, all closed', async ({
    page,
  }) => {
    await expect(page).toHaveTitle(/\| FAQ$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText('FAQ')).toHaveAttribute('aria-current', 'page');

    await expect(items(page)).toHaveCount(15);
    await expect(openItems(page)).toHaveCount(0);
    // In the page's outline: each question is a level-2 heading.
    await expect(page.locator('main summary h2')).toHaveText(faqs.map((f) => f.question));
    await expect(answer(page, 0)).toBeHidden();
  });

  test('keeps one answer open at a time and closes it on a second click', async ({ page }) => {
    await openOneThenAnother(page);
    await question(page, 1).click();
    await expect(openItems(page)).toHaveCount(0);
    await expect(answer(page, 1)).toBeHidden();
  });

  test('opens and closes answers from the keyboard with Enter and Space', async ({ page }) => {
    await question(page, 2).focus();
    await page.keyboard.press('Enter');
    await expect(answer(page, 2)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer(page, 2)).toBeHidden();
    // Tab moves from a question to the next one, past a closed answer.
    await page.keyboard.press('Tab');
    await expect(question(page, 3)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(items(page).nth(3)).toHaveAttribute('open', '');
  });

  test('describes its questions as FAQPage structured data', async ({ page }) => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = blocks
      .map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: unknown[] })
      .find((data) => data['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toHaveLength(15);
    const questions = await page.locator('main summary').allTextContents();
    expect(faqPage?.mainEntity?.map((q) => (q as { name: string }).name)).toEqual(questions);
  });

  test('offers the contact form for questions it does not answer', async ({ page }) => {
    const cta = page.getByRole('link', { name: 'Ask your question' });
    await expect(cta).toHaveAttribute('href', /^\/contact\?subject=/);
  });

  test('has no accessibility violations, with an answer open', async ({ page }) => {
    test.slow(); // axe on a shared, busy machine
    await question(page, 0).click();
    await expect(answer(page, 0)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('/faq with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('opens one answer at a time', async ({ page }) => {
    await page.goto('/faq');
    await openOneThenAnother(page);
  });
});

test.describe('/faq before its scripts have arrived', () => {
  test('with the scripts held back, the answers open, and the open one stays open once they arrive', async ({
    page,
  }) => {
    const { release } = await holdScripts(page);
    await page.goto('/faq', { waitUntil: 'commit' });
    await openOneThenAnother(page);
    expect(await isFullyWorking(page)).toBe(false);

    await release();
    await fullyWorking(page);
    await page.waitForFunction(() => performance.getEntriesByName('fully-working').length > 0);
    await expect(items(page).nth(1)).toHaveAttribute('open', '');
    await expect(openItems(page)).toHaveCount(1);
    // And the group still keeps one open after hydration.
    await question(page, 4).click();
    await expect(answer(page, 4)).toBeVisible();
    await expect(answer(page, 1)).toBeHidden();
  });
});
