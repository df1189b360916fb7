'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { afterNextFrame } from '@/lib/after-frame';
import dropdown from './products-dropdown.module.css';

export const MENU_ID = 'site-menu';
export const PRODUCTS_ID = 'products-menu';
/**
 * Where the phone menu gives way to the full row of links (navbar.module.css and
 * products-dropdown.module.css use the same width).
 */
const WIDE = '(min-width: 64rem)';

const phoneMenu = () => document.getElementById(MENU_ID);
const products = () => document.getElementById(PRODUCTS_ID) as HTMLDetailsElement | null;

function closeProducts() {
  const dropdown = products();
  if (dropdown?.open) dropdown.open = false;
}

function closeAll() {
  closeProducts();
  const menu = phoneMenu();
  if (menu?.matches(':popover-open')) menu.hidePopover();
}

/**
 * The navbar's menus once scripts run. They already open and close by themselves (a popover and
 * a `<details>`); this closes the products dropdown on Escape (focus back on its summary) and on a
 * click outside it, as a popover would, closes both when a link in them is followed (the router
 * changes the page without reloading it) or the page changes, and closes the phone menu when the
 * window grows wide enough to show every link. It adopts the state it finds: a menu the visitor
 * opened before the scripts arrived stays open. Once the dropdown is on screen (in the bar, or in
 * the phone menu once that opens), its closed list is prepared a frame later (`.warm`,
 * products-dropdown.module.css), so that opening it costs its tap only showing it.
 */
export function NavMenus() {
  const pathname = usePathname();

  useEffect(() => {
    const nav = phoneMenu()?.closest('nav');
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (nav?.contains(target) && target.closest?.('a[href]')) closeAll();
      else if (!products()?.contains(target)) closeProducts();
    };
    const onKey = (event: KeyboardEvent) => {
      const dropdown = products();
      if (event.key !== 'Escape' || !dropdown?.open) return;
      dropdown.open = false;
      dropdown.querySelector('summary')?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    const wide = window.matchMedia(WIDE);
    const onResize = () => wide.matches && closeAll();
    wide.addEventListener('change', onResize);
    let cancelWarm = () => {};
    const warm = () => {
      cancelWarm();
      cancelWarm = afterNextFrame(() => products()?.classList.add(`${dropdown.warm}`));
    };
    const menu = phoneMenu();
    const onToggle = (event: Event) => (event as ToggleEvent).newState === 'open' && warm();
    menu?.addEventListener('toggle', onToggle);
    if (wide.matches || menu?.matches(':popover-open')) warm();
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onResize);
      menu?.removeEventListener('toggle', onToggle);
      cancelWarm();
    };
  }, []);

  // A new page closes the menus: the cleanup runs when the path changes, never on the first page,
  // where a menu opened before the scripts arrived stays open.
  useEffect(() => closeAll, [pathname]);

  return null;
}
