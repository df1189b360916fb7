import { describe, expect, it } from 'vitest';
import { count, landedOn, MODES, openEarly, SCREENS, shown, tap, until } from './early';
import { browserName } from './target';

// The navbar's menus from the first paint: with the scripts held back and with JavaScript off, at
// a phone's and a desktop's size. Once held scripts arrive, what the visitor opened stays open and
// the spec's closing rules hold.
const TOGGLE = 'button[popovertarget="site-menu"]';
const PRODUCTS = '#products-menu > summary';
const PRODUCT = '#products-menu a[href="/products/booking"]';
const ABOUT = '#site-menu a[href="/about"]';
const OPEN_MENUS = '#site-menu:popover-open, #products-menu[open]';

describe.each(MODES)(`${browserName}, navbar menus, scripts %s`, (mode) => {
  it.each(SCREENS)('opens the menus at the first paint ($name)', async ({ name, screen }) => {
    const { page, release, close } = await openEarly('/', mode, screen);
    try {
      if (name === 'phone') {
        expect(await shown(page, ABOUT)).toBe(false);
        await tap(page, TOGGLE);
        expect(await shown(page, ABOUT)).toBe(true);
      }
      await tap(page, PRODUCTS);
      expect(await shown(page, PRODUCT)).toBe(true);
      if (mode === 'held') {
        await release();
        // Still open once the scripts have run.
        expect(await shown(page, PRODUCT)).toBe(true);
        if (name === 'phone') expect(await shown(page, ABOUT)).toBe(true);
      }
      await tap(page, PRODUCT);
      await landedOn(page, '/products/booking');
      await until(page, () => !!document.querySelector('main h1'));
      // Choosing a product closes the dropdown, and on a phone the menu.
      expect(await count(page, OPEN_MENUS)).toBe(0);
      if (name === 'phone') expect(await shown(page, ABOUT)).toBe(false);
    } finally {
      await close();
    }
  });
});
