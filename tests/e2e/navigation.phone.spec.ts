import { expect, test } from './support/test';

test.describe('shell on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  });

  test('the menu toggle shows a hamburger when closed and a close mark when open', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.locator('#site-menu:popover-open')).toHaveCount(0);
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(page.locator('#site-menu:popover-open')).toHaveCount(1);
    for (const name of ['Home', 'About Us', 'Our Services', 'Blogs', 'Contact Us']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await close.click();
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
  });

  test('while the page is parsed, the toggle keeps its place and shows only once its list is there', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Open menu' });
    const box = await toggle.boundingBox();
    // The bar as a phone can paint it mid-parse: the toggle parsed, the list and what follows it
    // not yet. Put back a piece at a time, as the parser would.
    type Held = { held: Element[] };
    await nav.evaluate((bar) => {
      const list = bar.querySelector('[popover]')!;
      (window as unknown as Held).held = [...bar.children].filter(
        (el) => el === list || list.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    const parsed = (upTo: number) =>
      nav.evaluate((bar, upTo) => {
        const { held } = window as unknown as Held;
        for (const el of held) el.remove();
        bar.append(...held.slice(0, upTo));
      }, upTo);
    await parsed(0);
    const button = nav.locator('button[popovertarget]');
    await expect(button).toHaveCSS('visibility', 'hidden');
    expect(await button.boundingBox()).toEqual(box);
    await parsed(1);
    await expect(toggle).toBeVisible();
    expect(await toggle.boundingBox()).toEqual(box);
    await parsed(Infinity);
    expect(await toggle.boundingBox()).toEqual(box);
    await toggle.click();
    await expect(page.locator('#site-menu:popover-open')).toHaveCount(1);
  });

  test('following a menu link closes the menu and starts the page at the top', async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' })
      .click();
    await expect(page).toHaveURL('/blogs');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.locator('#site-menu:popover-open')).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('products are reachable from the menu and choosing one closes it', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('summary', { hasText: 'Our Products' }).click();
    await page.getByRole('link', { name: 'Debt Tracking App' }).click();
    await expect(page).toHaveURL('/products/debt-tracking');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('once the menu is open, the closed products list is laid out ahead, hidden and out of reach', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const summary = page.locator('summary', { hasText: 'Our Products' });
    const dropdown = page.locator('details', { has: summary });
    const first = dropdown.getByRole('link', {
      name: 'Hotel Management System',
      includeHidden: true,
    });
    const closedHeight = await dropdown.evaluate((el) => el.getBoundingClientRect().height);
    await expect(dropdown).toHaveClass(/warm/);
    // A closed <details> lays out nothing inside it; this one has its list laid out, yet the list
    // takes no room, is not shown, and takes no focus.
    expect(await first.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(0);
    expect(await dropdown.evaluate((el) => el.getBoundingClientRect().height)).toBe(closedHeight);
    await expect(first).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Tab');
    await expect(first).not.toBeFocused();
    await summary.click();
    await expect(first).toBeVisible();
    expect(await dropdown.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(
      closedHeight,
    );
    await summary.click();
    await expect(first).toBeHidden();
  });

  test('the consultation button reads "Free Consultation" and does not bob', async ({ page }) => {
    const link = page.getByRole('link', { name: /Free Consultation/ });
    await expect(link).toBeVisible();
    expect(await link.innerText()).not.toContain('Free IT Consultation');
    expect(await link.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });

  test('no custom cursor on a touch screen', async ({ page }) => {
    await expect(page.getByTestId('custom-cursor')).toHaveCount(0);
  });

  test('at the end of the page, the floating buttons cover none of the footer links', async ({
    page,
  }) => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Ask our assistant/ })).toBeVisible();
    const covered = await page.getByRole('contentinfo').evaluate((footer) =>
      [...footer.querySelectorAll('a')].flatMap((link) => {
        const box = link.getBoundingClientRect();
        // Those on screen below the fixed header, which any page scrolls under.
        const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
        if (box.top < headerBottom || box.top >= innerHeight) return [];
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit && link.contains(hit)
          ? []
          : [link.getAttribute('aria-label') ?? link.textContent];
      }),
    );
    expect(covered).toEqual([]);
  });
});
