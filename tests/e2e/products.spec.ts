import { expect, test } from './support/test';
import { runClockUntilStarted } from './support/held';
import { products } from '@/content/products';

for (const product of products) {
  test(`/products/${product.slug} names ${product.name}`, async ({ page }) => {
    const response = await page.goto(`/products/${product.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByText(product.summary).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get early access' })).toHaveAttribute(
      'href',
      `/contact?subject=${encodeURIComponent(`${product.name} early access`)}`,
    );
  });
}

test('any other /products path, at any depth, shows the coming-soon page', async ({ page }) => {
  const response = await page.goto('/products/anything/deeper/path');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products');
  await expect(page.getByRole('timer')).toBeVisible();
  for (const product of products) {
    await expect(page.getByRole('link', { name: new RegExp(product.name) })).toBeVisible();
  }
});

test('the static HTML already shows 4 days 00:00:00', async ({ request }) => {
  const html = await (await request.get('/products/booking')).text();
  const timer = html.match(/role="timer"[^>]*>(.*?)<\/div>/s)?.[1] ?? '';
  expect(timer.replace(/<[^>]+>|<!-- -->/g, '')).toBe('4 days 00:00:00');
  expect(html).not.toContain('20 days');
});

test('the countdown ticks every second after load and stops at zero', async ({ page }) => {
  // Frozen clock: only runFor/fastForward move time, so each assertion sees an exact value.
  await page.clock.install({ time: new Date('2025-06-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2025-06-02T09:00:01Z'));
  await page.goto('/products/booking', { waitUntil: 'domcontentloaded' });
  // The starter adds the after-paint loader a frame after the first paint and the load, and the
  // loader hands Next.js its payload on a 0 ms timer: a frozen clock holds both, so move it on
  // until Next.js's client runtime has started (the countdown counts from when it is hydrated),
  // then wait until React has hydrated the timer (it keeps its fiber on the element).
  await runClockUntilStarted(page);
  const timer = page.getByRole('timer');
  await expect
    .poll(() => timer.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))))
    .toBe(true);
  await expect(timer).toHaveText('4 days 00:00:00');
  await expect(timer).toHaveAttribute('aria-live', 'off');

  await page.clock.runFor(1_000);
  await expect(timer).toHaveText('3 days 23:59:59');
  await page.clock.runFor(60_000);
  await expect(timer).toHaveText('3 days 23:58:59');

  await page.clock.fastForward(345_600_000);
  await page.clock.runFor(1_000);
  await expect(timer).toHaveText('0 days 00:00:00');
  await page.clock.runFor(5_000);
  await expect(timer).toHaveText('0 days 00:00:00');
});
