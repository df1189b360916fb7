import { mkdirSync } from 'node:fs';
import { TEAM_PAGES, TEAM_SECTIONS } from '../../lib/team-pages';
import { vnuErrors } from '../../scripts/lib/vnu.mjs';
import { axeViolations } from './support/axe';
import { signIn, teamMember } from './support/team';
import { expect, test } from './support/test';

/**
 * Every team page signed in, with its data loaded: no axe violation, no Nu HTML Checker error in
 * the page as the browser holds it, and usable 390 px wide (nothing wider than the screen;
 * screenshots in tests/.tmp/team-screens to look at).
 */
const SCREENS = 'tests/.tmp/team-screens';

test('every team page: zero axe violations, zero Nu checker errors, usable at 390 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SCREENS, { recursive: true });
  await signIn(page, teamMember());
  const pages: { name: string; html: string }[] = [];
  for (const { path, label } of TEAM_SECTIONS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(path);
      await expect(page.getByText(/Signed in as/)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading…$/ })).toHaveCount(0);
      if (width > 390) expect(await axeViolations(page), path).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} is wider than ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `${SCREENS}/${label.replace(/\W+/g, '-')}-${width}.png`,
        fullPage: true,
      });
    }
    pages.push({ name: path, html: await page.content() });
  }
  for (const path of [TEAM_PAGES.signIn, TEAM_PAGES.linkSent, TEAM_PAGES.linkInvalid]) {
    const response = await page.request.get(path);
    pages.push({ name: path, html: await response.text() });
  }
  expect(
    vnuErrors(pages).flatMap((p) => p.errors.map((e) => `${p.name}:${e.line} ${e.message}`)),
  ).toEqual([]);
});
