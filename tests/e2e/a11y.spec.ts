import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { allRoutes } from '../support/routes';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('accessibility (axe-core, WCAG 2.x A/AA)', () => {
  for (const route of [...allRoutes, '/does-not-exist']) {
    test(`${route} has no violations`, async ({ page }) => {
      test.slow(); // axe-core scans the whole page
      await page.goto(route);
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      );
      expect(summary).toEqual([]);
    });
  }
});
