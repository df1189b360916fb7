import { expect, test } from './support/test';
import { axeViolations } from './support/axe';
import { allRoutes } from '../support/routes';

/**
 * Every page a visitor can request, loaded once: axe-core (WCAG 2.x A/AA and its best practices)
 * finds no violation in the page as it loads, its strict script policy reports no violation in
 * the browser, and it hydrates (the products menu opens). Other specs scan only states a visitor
 * reaches by acting (a menu or the chat open, an error shown) or the phone layout.
 */
test.describe('every page as it loads', () => {
  for (const route of [...allRoutes, '/does-not-exist']) {
    test(`${route}: no axe violation, no CSP violation, hydrates`, async ({ page }) => {
      test.slow();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __csp: string[] }).__csp ??= [];
          (window as unknown as { __csp: string[] }).__csp.push(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      await page.goto(route);
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      // axeViolations runs axe in the page alone, which is sound only while pages have no frames.
      await expect(page.locator('iframe, frame'), 'no frames for axe to miss').toHaveCount(0);
      expect(await axeViolations(page), 'axe-core').toEqual([]);

      await page.locator('summary', { hasText: 'Our Products' }).click();
      await expect(page.locator('#products-menu')).toHaveAttribute('open', '');
      const events = await page.evaluate(
        () => (window as unknown as { __csp?: string[] }).__csp ?? [],
      );
      expect([...violations, ...events], 'CSP violations').toEqual([]);
    });
  }
});
