import { expect, test } from './support/test';

const pages = [
  { path: '/terms&conditions', title: 'Terms and Conditions' },
  { path: '/brand-policy', title: 'Brand Policy' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
];

for (const { path, title } of pages) {
  test.describe(path, () => {
    test(`is titled ${title} and dated May 27, 2025`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`\\| ${title}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText('Last updated: May 27, 2025')).toBeVisible();
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(5);
    });

    test('links each contents entry to its section', async ({ page }) => {
      await page.goto(path);
      const toc = page.getByRole('navigation', { name: 'On this page' });
      // A sidebar on desktop: open once hydrated (on phones it starts folded).
      await expect(toc.locator('details')).toHaveAttribute('open', '');
      const entries = toc.getByRole('link');
      const count = await entries.count();
      expect(count).toBeGreaterThan(5);
      for (let i = 0; i < count; i += 1) {
        const href = await entries.nth(i).getAttribute('href');
        await expect(page.locator(href ?? '#missing')).toHaveCount(1);
      }
    });
  });
}

test('the privacy policy explains how to exercise data rights by email', async ({ page }) => {
  await page.goto('/privacy-policy');
  const rights = page.getByRole('region', { name: /How to exercise your rights/ });
  await expect(rights.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByText(/Kenya Data Protection Act 2019/).first()).toBeVisible();
});
