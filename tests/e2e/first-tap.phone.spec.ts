import { expect, test, type Page } from './support/test';
import { firstPaint } from './support/held';
import { faqs } from '@/content/faq';

// A phone six times slower than this machine, tapped right after the first paint: each control
// answers at once, from the HTML and CSS alone, while the page's scripts are still on their way.
async function slowPhone(page: Page, route: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(route, { waitUntil: 'commit' });
  await firstPaint(page);
}

const AT_ONCE = { timeout: 1500 };

test('the menu opens at the first tap', async ({ page }) => {
  await slowPhone(page, '/blogs');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.locator('#site-menu').getByRole('link', { name: 'About Us' })).toBeVisible(
    AT_ONCE,
  );
});

test('a FAQ question opens at the first tap', async ({ page }) => {
  const { question, answer } = faqs[3]!;
  await slowPhone(page, '/faq');
  await page.locator('main').getByText(question).tap();
  await expect(page.locator('main').getByText(answer)).toBeVisible(AT_ONCE);
});

test('a carousel dot shows its slide at the first tap', async ({ page }) => {
  await slowPhone(page, '/');
  await page.getByRole('link', { name: 'Go to slide 3' }).tap();
  const slide = page.getByRole('group', { name: '3 of 5' });
  await expect(slide).toBeInViewport({ ratio: 0.9, ...AT_ONCE });
});
