import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { fullyWorking } from './support/held';

const transformOf = (control: Locator) =>
  control.evaluate((element) => getComputedStyle(element).transform);

// A phone applies :hover to what a finger taps. A lift there started a transform transition on the
// tapped control, a layer and a repaint of its own before the tap's answer could show; the lifts
// are for pointers that hover.
test('a button lifts under a hovering pointer and stays put under a finger', async ({
  page,
  isMobile,
}) => {
  await page.goto('/contact');
  await fullyWorking(page);
  const send = page.getByRole('button', { name: 'Chat With Us' });
  const launcher = page.getByRole('button', { name: 'Ask our assistant' });
  // The same button once the chat is open (its name then says it closes it).
  const launcherElement = page.locator('#chat-launcher');

  if (isMobile) {
    await send.tap(); // empty: the browser flags the first field and sends nothing
    await expect(page.locator('#contact-name')).toBeFocused();
    await launcher.tap();
    await expect(page.getByRole('dialog', { name: /^Chat with/ })).toBeVisible();
    // Past the transitions' length: nothing was started.
    await page.waitForTimeout(400);
    expect(await transformOf(send)).toBe('none');
    expect(await transformOf(launcherElement)).toBe('none');
  } else {
    await send.hover();
    await expect.poll(() => transformOf(send)).toBe('matrix(1, 0, 0, 1, 0, -1)');
    await launcher.hover();
    await expect.poll(() => transformOf(launcher)).toBe('matrix(1, 0, 0, 1, 0, -2)');
  }
});

// Chromium paints its tap highlight in a frame of its own, before the tap's click runs: each
// control's answer is its feedback instead.
test("a tap draws no highlight of the browser's ahead of the control's own answer", async ({
  page,
}) => {
  await page.goto('/');
  const controls = [
    page.locator('[popovertarget="site-menu"]'),
    page.locator('#products-menu > summary'),
    page.locator('a[href="#slide-2"]'),
    page.locator('details[name="home-faq"] > summary').first(),
    page.locator('#chat-launcher'),
    page.locator('#site-menu a[href="/blogs"]'),
  ];
  for (const control of controls)
    expect(
      await control.evaluate((element) =>
        getComputedStyle(element).getPropertyValue('-webkit-tap-highlight-color'),
      ),
    ).toBe('rgba(0, 0, 0, 0)');
});
