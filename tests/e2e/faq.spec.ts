import { expect, test } from './support/test';
import { axeViolations } from './support/axe';

test.describe('/faq', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/faq');
  });

  test('shows the hero with its breadcrumb and 15 questions, all closed', async ({ page }) => {
    await expect(page).toHaveTitle(/\| FAQ$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText('FAQ')).toHaveAttribute('aria-current', 'page');

    const questions = page.locator('main').getByRole('button', { expanded: false });
    await expect(questions).toHaveCount(15);
  });

  test('keeps one answer open at a time and closes it on a second click', async ({ page }) => {
    const questions = page.locator('main [aria-controls]');
    const first = questions.nth(0);
    const second = questions.nth(1);

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(firstPanel).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(1);

    await second.click();
    await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(0);
  });

  test('opens and closes answers from the keyboard with Enter and Space', async ({ page }) => {
    const third = page.locator('main [aria-controls]').nth(2);
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(third).toHaveAttribute('aria-expanded', 'false');
  });

  test('describes its questions as FAQPage structured data', async ({ page }) => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = blocks
      .map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: unknown[] })
      .find((data) => data['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toHaveLength(15);
    const questions = await page.locator('main [aria-controls]').allTextContents();
    expect(faqPage?.mainEntity?.map((q) => (q as { name: string }).name)).toEqual(questions);
  });

  test('offers the contact form for questions it does not answer', async ({ page }) => {
    const cta = page.getByRole('link', { name: 'Ask your question' });
    await expect(cta).toHaveAttribute('href', /^\/contact\?subject=/);
  });

  test('has no accessibility violations, with an answer open', async ({ page }) => {
    test.slow(); // axe on a shared, busy machine
    await page.locator('main [aria-controls]').first().click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
