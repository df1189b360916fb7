import { expect, test } from './support/test';
import { site } from '@/content/site';
import { allRoutes } from '../support/routes';

test.describe('routes', () => {
  for (const route of allRoutes) {
    test(`${route} answers 200 with a "${site.name} | Page" title`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<title>${site.name} \\| [^<]+</title>`));
    });
  }

  for (const route of ['/does-not-exist', '/blog/8', '/about/team', '/not-a-service']) {
    test(`${route} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        "Oops! The page you're looking for doesn't exist.",
      );
      await page.getByRole('link', { name: 'Go Home' }).click();
      await expect(page).toHaveURL('/');
    });
  }
});
