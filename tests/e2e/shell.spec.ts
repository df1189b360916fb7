import { expect, test, type Page } from './support/test';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { allRoutes, fadingHeroRoutes } from '../support/routes';

async function ready(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}

test.describe('shell on desktop', () => {
  test('the navbar links lead to their pages and the page starts at the top', async ({ page }) => {
    await ready(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, url] of [
      ['About Us', '/about'],
      ['Our Services', '/services'],
      ['Blogs', '/blogs'],
      ['Contact Us', '/contact'],
      ['Home', '/'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test('the products dropdown works by mouse and closes on choosing a product', async ({
    page,
  }) => {
    await ready(page, '/');
    const button = page.locator('summary', { hasText: 'Our Products' });
    const dropdown = page.locator('details', { has: button });
    await button.click();
    await expect(dropdown).toHaveAttribute('open', '');
    await page.getByRole('link', { name: 'Booking System' }).click();
    await expect(page).toHaveURL('/products/booking');
    await expect(dropdown).not.toHaveAttribute('open');
    await expect(page.getByRole('link', { name: 'Booking System' })).toBeHidden();
  });

  test('the products dropdown works by keyboard and closes on Escape and outside click', async ({
    page,
  }) => {
    await ready(page, '/');
    const button = page.locator('summary', { hasText: 'Our Products' });
    const dropdown = page.locator('details', { has: button });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Hotel Management System' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Hotel Management System' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dropdown).not.toHaveAttribute('open');
    await expect(button).toBeFocused();
    await button.click();
    await expect(dropdown).toHaveAttribute('open', '');
    await page.mouse.click(5, 400);
    await expect(dropdown).not.toHaveAttribute('open');
  });

  test('the closed products list is laid out ahead once scripts run, hidden and out of reach', async ({
    page,
  }) => {
    await ready(page, '/');
    const button = page.locator('summary', { hasText: 'Our Products' });
    const dropdown = page.locator('details', { has: button });
    const first = dropdown.getByRole('link', {
      name: 'Hotel Management System',
      includeHidden: true,
    });
    await expect(dropdown).toHaveClass(/warm/);
    expect(await first.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(0);
    await expect(first).toBeHidden();
    await button.focus();
    await page.keyboard.press('Tab');
    await expect(first).not.toBeFocused();
    await button.click();
    await expect(first).toBeVisible();
  });

  test('the consultation button opens the scheduling page in a new tab and bobs', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await ready(page, '/');
    const link = page.getByRole('link', { name: /Free IT Consultation/ });
    await expect(link).toHaveAttribute('href', site.consultationUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await link.evaluate((el) => getComputedStyle(el).animationName)).toMatch(/bob/);
    // It holds still half of each round, so a plain click (which waits for a moving target to
    // settle) lands within a few rounds, even on a busy machine whose frames come late.
    await page.context().route(site.consultationUrl, (route) => route.fulfill({ body: 'Booking' }));
    const [booking] = await Promise.all([
      page.waitForEvent('popup'),
      link.click({ timeout: 10_000 }),
    ]);
    expect(booking.url()).toBe(site.consultationUrl);
  });

  test('nothing bobs and no custom cursor appears under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await ready(page, '/');
    const link = page.getByRole('link', { name: /Free IT Consultation/ });
    expect(await link.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await page.mouse.move(300, 300);
    await expect(page.getByTestId('custom-cursor')).toHaveCount(0);
  });

  test('the custom cursor follows the mouse and never takes clicks', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await ready(page, '/');
    await page.mouse.move(400, 300);
    const cursor = page.getByTestId('custom-cursor');
    await expect(cursor).toHaveCount(1);
    expect(await cursor.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    await expect.poll(() => cursor.evaluate((el) => el.style.transform)).toContain('400px, 300px');
  });

  test('the scroll-to-top button appears after 250 px and scrolls back up', async ({ page }) => {
    await ready(page, '/about');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await scrollTo(page, 200);
    await expect(button).toBeHidden();
    await scrollTo(page, 400);
    await expect(button).toBeVisible();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(button).toBeHidden();
  });

  for (const route of fadingHeroRoutes) {
    test(`the ${route} hero fades out past 540 px going down and returns going up`, async ({
      page,
    }) => {
      await ready(page, route);
      const fade = page.locator('[data-visible]').first();
      await expect(fade).toHaveAttribute('data-visible', 'true');
      await scrollTo(page, 500);
      await expect(fade).toHaveAttribute('data-visible', 'true');
      await scrollTo(page, 800);
      await expect(fade).toHaveAttribute('data-visible', 'false');
      await scrollTo(page, 700);
      await expect(fade).toHaveAttribute('data-visible', 'true');
    });
  }

  test('only those heroes fade: the other pages render none that does', async ({ request }) => {
    for (const route of allRoutes) {
      const html = await (await request.get(route)).text();
      expect(html.includes('data-visible="true"'), route).toBe(fadingHeroRoutes.includes(route));
    }
  });

  test('a route change from the footer scrolls to the top', async ({ page }) => {
    await ready(page, '/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Skills' }).click();
    await expect(page).toHaveURL('/our-skills');
    await page.waitForFunction(() => window.scrollY === 0);
  });

  test('the footer has its link groups, every service, socials and the current year', async ({
    page,
  }) => {
    await ready(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const [group, links] of [
      ['Quick Links', ['Home', 'About', 'Services', 'Our Skills']],
      ['Other Links', ['FAQ', 'Terms', 'Brand Policy', 'Privacy Policy']],
    ] as const) {
      const nav = footer.getByRole('navigation', { name: group });
      await expect(nav.getByRole('link')).toHaveText([...links]);
    }
    const serviceLinks = footer.getByRole('navigation', { name: 'Our Services' }).getByRole('link');
    await expect(serviceLinks).toHaveCount(services.length);
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveText(
      site.social.map((item) => item.name),
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
  });

  test('a page whose icons are all inline does not fetch the icon sprite', async ({ page }) => {
    // The browser parses the sprite as an SVG document of its own on the page's main thread, in a
    // task that lands while the page's scripts start: only pages that draw from it pay for it.
    const sprite: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/icons/')) sprite.push(request.url());
    });
    await ready(page, '/contact');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('load');
    expect(sprite).toEqual([]);
  });

  test('a desktop renders the whole page at once: nothing off screen is left blank', async ({
    page,
  }) => {
    await ready(page, '/');
    // Text the browser skipped rendering reads as empty; nothing here is scrolled into view.
    const footerText = await page
      .getByRole('contentinfo')
      .evaluate((el) => (el as HTMLElement).innerText);
    expect(footerText).toContain(`© ${new Date().getFullYear()} ${site.name}`);
    const skipped = await page
      .locator('main section, footer')
      .evaluateAll((els) =>
        els
          .filter((el) => getComputedStyle(el).contentVisibility !== 'visible')
          .map((el) => el.className),
      );
    expect(skipped).toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the content is in the static HTML and the loading screen clears by itself', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[role="status"][aria-label="Loading"]')).toBeHidden({
      timeout: 3000,
    });
  });

  test('the loading screen shows the brand mark, standing still', async ({ page }) => {
    await page.goto('/about');
    const overlay = page.locator('[role="status"][aria-label="Loading"]');
    await expect(overlay.locator('svg')).toHaveCount(1);
    // Only the overlay's own fade runs: anything moving inside it would make the compositor draw
    // the whole overlay again in every frame while the page first paints.
    const animated = await overlay.evaluate((el) =>
      [...el.querySelectorAll('*')]
        .map((child) => getComputedStyle(child).animationName)
        .filter((name) => name !== 'none'),
    );
    expect(animated).toEqual([]);
  });

  test('the footer shows below the page, with its links and the year', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
    const mainBottom = await page.locator('main').evaluate((m) => m.getBoundingClientRect().bottom);
    const footerTop = await footer.evaluate((f) => f.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(mainBottom);
  });
});
