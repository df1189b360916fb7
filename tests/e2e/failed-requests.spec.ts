import { expect, test, type Page } from './support/test';
import { fullyWorking, SCRIPTS } from './support/held';

// A failed request never leaves a page dead: the after-paint loader's own file, the payload and
// each script are asked for again (scripts/post-build/after-paint-loader.mjs), and a page whose
// scripts never come still works through its platform controls.

/** Makes the first request of each script and of the payload fail as a reset connection does. */
async function failEachOnce(page: Page, only?: RegExp) {
  const failed = new Set<string>();
  await page.route(SCRIPTS, async (route) => {
    const url = new URL(route.request().url()).pathname;
    if ((only && !only.test(url)) || failed.has(url)) return route.fallback();
    failed.add(url);
    await route.abort('connectionreset');
  });
  return failed;
}

// Each page preloads its payload from its HTML, so the request that fails is the preload's; the
// loader's own fetch asks again.
for (const route of ['/', '/about']) {
  test(`${route}: the payload failing once, the page still gets its scripts`, async ({ page }) => {
    const failed = await failEachOnce(page, /\/_next\/static\/flight\//);
    await page.goto(route, { waitUntil: 'commit' });
    await fullyWorking(page);
    expect([...failed]).toEqual([expect.stringMatching(/^\/_next\/static\/flight\/.+\.json$/)]);
  });
}

test('every script and the payload failing once each: the page still gets its scripts', async ({
  page,
}) => {
  const failed = await failEachOnce(page);
  await page.goto('/about', { waitUntil: 'commit' });
  await fullyWorking(page);
  const paths = [...failed];
  // The loader's own file, the payload and the framework's chunks each failed once.
  expect(paths.some((p) => /\/after-paint-[^/]+\.js$/.test(p))).toBe(true);
  expect(paths.some((p) => p.startsWith('/_next/static/flight/'))).toBe(true);
  expect(
    paths.filter((p) => /\/chunks\/(?!after-paint-)[^/]+\.js$/.test(p)).length,
  ).toBeGreaterThan(3);
  // And the page works as a hydrated one: Escape closes the products dropdown (a script's doing).
  await page.locator('summary', { hasText: 'Our Products' }).click();
  await expect(page.locator('#products-menu')).toHaveAttribute('open', '');
  await page.keyboard.press('Escape');
  await expect(page.locator('#products-menu')).not.toHaveAttribute('open');
});

test.describe('the payload never arriving', () => {
  test('the controls still work and the visitor sees no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.route(/\/_next\/static\/flight\//, (route) => route.abort('connectionreset'));
    // Not the suite's goto, which waits for a hydration that cannot come.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.locator('summary', { hasText: 'Our Products' }).click();
    await expect(page.getByRole('link', { name: 'Booking System' })).toBeVisible();
    // What waited for the stylesheet after the fold is shown, and nothing says anything failed.
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.getByText(/error|failed|went wrong/i)).toHaveCount(0);
    await page.getByRole('link', { name: 'Booking System' }).click();
    await expect(page).toHaveURL('/products/booking');
    expect(errors).toEqual([]);
  });
});
