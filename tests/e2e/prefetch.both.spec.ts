import { expect, test, type Page } from './support/test';
import { fullyWorking } from './support/held';

/** The paths of the router's fetches of other pages (`?_rsc=`), in the order they were made. */
function recordPrefetches(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) paths.push(url.pathname);
  });
  return paths;
}

const getStarted = (page: Page) =>
  page.locator('main a[href^="/contact?subject="]').filter({ visible: true }).first();

test('a page fetches nothing ahead while it loads; a link the visitor reaches for is fetched', async ({
  page,
  isMobile,
}) => {
  const prefetched = recordPrefetches(page);
  await page.goto('/');
  await fullyWorking(page);
  // Links in view wait: the phone's bandwidth and main thread go to the page it shows.
  await page.waitForTimeout(1000);
  expect(prefetched).toEqual([]);

  const link = getStarted(page);
  if (isMobile) {
    // A finger touching the link (and lifting off it without a tap: nothing is followed).
    const box = await link.boundingBox();
    if (!box) throw new Error('GET STARTED has no box');
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
  } else {
    await link.hover();
  }
  await expect.poll(() => prefetched).toContain('/contact');
  expect(page.url()).toMatch(/\/$/);
});

test('a link taking focus fetches its page, never the page shown', async ({ page }) => {
  const prefetched = recordPrefetches(page);
  await page.goto('/');
  await fullyWorking(page);
  // The logo links to the page shown.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().focus();
  await page.waitForTimeout(300);
  expect(prefetched).toEqual([]);
  await getStarted(page).focus();
  await expect.poll(() => prefetched).toContain('/contact');
  expect(prefetched).not.toContain('/');
});

test('a page followed from a link that was not fetched ahead still opens', async ({ page }) => {
  await page.goto('/faq');
  await fullyWorking(page);
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
  // A click with no hover first (a keyboard's Enter would focus first).
  await page.locator('footer a[href="/about"]').dispatchEvent('click');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A client-side navigation: the document was kept.
  expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
});
