import { expect, test } from './support/test';
import { axeViolations } from './support/axe';
import { allRoutes } from '../support/routes';

// The one scan of every page as it loads. Other specs scan only states a visitor reaches by
// acting (a menu or the chat open, an error shown) or the phone layout.
test.describe('accessibility (axe-core, WCAG 2.x A/AA)', () => {
  for (const route of [...allRoutes, '/does-not-exist']) {
    test(`${route} has no violations`, async ({ page }) => {
      test.slow();
      await page.goto(route);
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
