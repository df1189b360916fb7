import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';
import { expectStacked } from './support/stacked';

test.describe.configure({ timeout: 60_000 });

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });

/**
 * A finger's swipe to the left: its moves come a screen frame apart, as a touch screen reports
 * them. Sent as fast as CDP allows, a busy machine can bunch them into a fling of any speed.
 */
async function swipeLeft(page: Page, y: number) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', 320);
  for (let x = 300; x >= 60; x -= 30) {
    await page.waitForTimeout(16);
    await touch('touchMove', x);
  }
  await touch('touchEnd', 60);
}

test.describe('home on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('fits the screen without sideways scrolling', async ({ page }) => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('shows the first slide with its text and GET STARTED above the fold', async ({ page }) => {
    const first = hero(page).locator('[aria-roledescription="slide"]').first();
    await expect(first.getByRole('heading')).toBeInViewport();
    await expect(hero(page).getByRole('link', { name: 'GET STARTED' })).toBeInViewport();
  });

  test('swiping the hero shows the next slide, one slide a swipe, and its dot follows', async ({
    page,
  }) => {
    const box = await hero(page).boundingBox();
    await swipeLeft(page, (box?.y ?? 100) + 200);
    // The browser's part first (the track snapped to the next slide), then the scripts'.
    const slides = hero(page).locator('[aria-roledescription="slide"]');
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.95 });
    await expect(page.getByRole('link', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(slides.nth(1)).not.toHaveAttribute('inert');
    await expect(slides.nth(0)).toHaveAttribute('inert');
  });

  test('a tap on a dot shows its slide', async ({ page }) => {
    await page.getByRole('link', { name: 'Go to slide 4' }).tap();
    const slides = hero(page).locator('[aria-roledescription="slide"]');
    await expect(slides.nth(3)).toBeInViewport({ ratio: 0.95 });
    await expect(page.getByRole('link', { name: 'Go to slide 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await page.evaluate(() => [window.scrollY, window.location.hash])).toEqual([0, '']);
  });

  test('shows three service cards a page and two testimonials a page, each page stacked', async ({
    page,
  }) => {
    const services = page.getByRole('region', { name: 'Our services' });
    await services.scrollIntoViewIfNeeded();
    await expect(services.getByRole('link', { name: /^Go to page/ })).toHaveCount(2);
    await services.getByRole('link', { name: 'Go to page 2' }).tap();
    await expect(services.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectStacked(services.locator('article'), [3, 4, 5]);
    const testimonials = page.getByRole('region', { name: 'Testimonials' });
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials.getByRole('link', { name: /^Go to page/ })).toHaveCount(3);
    await testimonials.getByRole('link', { name: 'Go to page 2' }).tap();
    await expectStacked(testimonials.locator('figure'), [2, 3]);
  });

  test('has no axe violations', async ({ page }) => {
    expect(await axeViolations(page)).toEqual([]);
  });
});
