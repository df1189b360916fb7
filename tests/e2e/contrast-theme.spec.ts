import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fullyWorking } from './support/held';

// A contrast theme (Windows' forced colours) replaces every background with the theme's own. A
// control or a state drawn by its background alone (a carousel dot, the chosen core value, the
// current page of the blog list, a skill bar's fill, a round floating button) would vanish: each
// is drawn in the theme's colours instead.
test.use({ forcedColors: 'active', colorScheme: 'dark' });

/** The colour `element` (or its `::before`) is filled with, as the browser draws it. */
const fill = (element: Locator, pseudo: '::before' | null = null) =>
  element.evaluate((el, pseudo) => getComputedStyle(el, pseudo).backgroundColor, pseudo);
const pageColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the home page: every carousel dot shows, the current one and the chosen core value stand out', async ({
  page,
}) => {
  await page.goto('/');
  await fullyWorking(page);
  const canvas = await pageColour(page);
  const dotGroups = page.locator('#main div:has(> a[aria-current="true"])');
  expect(await dotGroups.count()).toBeGreaterThanOrEqual(3); // hero, services, testimonials
  for (const group of await dotGroups.all()) {
    const current = await fill(group.locator('a[aria-current="true"]'), '::before');
    const other = await fill(group.locator('a:not([aria-current="true"])').first(), '::before');
    expect([current, other]).not.toContain(canvas);
    expect(current).not.toBe(other);
  }

  const choices = page.locator('#main fieldset label');
  const chosen = await fill(choices.filter({ has: page.locator(':checked') }));
  const another = await fill(choices.filter({ hasNot: page.locator(':checked') }).first());
  expect(chosen).not.toBe(canvas);
  expect(chosen).not.toBe(another);
});

test("the blog list's current page stands out from the others", async ({ page }) => {
  await page.goto('/blogs');
  const pager = page.getByRole('navigation', { name: 'Blog pages' }).first();
  const current = await fill(pager.getByRole('link', { name: 'Page 1' }));
  const other = await fill(pager.getByRole('link', { name: 'Page 2' }));
  expect(current).not.toBe(other);
  expect(current).not.toBe(await pageColour(page));
});

test('the skill bars show how full each is', async ({ page }) => {
  await page.goto('/our-skills');
  const fills = page.locator('#main [style*="--value"]');
  expect(await fills.count()).toBe(4);
  const canvas = await pageColour(page);
  for (const bar of await fills.all()) {
    // Filled with a colour of the theme (a gradient is an image, which the theme does not draw).
    const colour = await fill(bar);
    const alpha = Number(/^rgba\(.*, ([\d.]+)\)$/.exec(colour)?.[1] ?? 1);
    expect(alpha, colour).toBeGreaterThan(0.5);
    expect(colour).not.toBe(canvas);
  }
});

test("the navbar marks the current page's link", async ({ page }) => {
  await page.goto('/about');
  const current = page.locator('nav a[aria-current="page"]');
  await expect(current).toHaveText('About Us');
  // Its usual mark is a shadow, which the theme does not draw.
  expect(await current.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
});

test('the floating buttons keep their edge', async ({ page }) => {
  await page.goto('/about');
  await fullyWorking(page);
  await page.mouse.wheel(0, 600);
  for (const button of [
    page.getByRole('button', { name: 'Ask our assistant' }),
    page.getByRole('button', { name: 'Scroll to top' }),
  ]) {
    await expect(button).toBeVisible();
    const edge = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: style.borderTopWidth, colour: style.borderTopColor };
    });
    expect(edge.width).toBe('1px');
    expect(edge.colour).not.toBe(await pageColour(page));
  }
});
