'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

export const MENU_ID = 'site-menu';
export const PRODUCTS_ID = 'products-menu';
const MENUS = [PRODUCTS_ID, MENU_ID];
/** Where the phone menu gives way to the full row of links (navbar.module.css). */
const WIDE = '(min-width: 64rem)';

function menus(): HTMLElement[] {
  return MENUS.flatMap((id) => document.getElementById(id) ?? []);
}

const isOpen = (menu: HTMLElement) => menu.matches(':popover-open');

function closeAll() {
  for (const menu of menus()) if (isOpen(menu)) menu.hidePopover();
}

/** Each button that opens `menu` says whether it is open, as the menu is now. */
function showState(menu: HTMLElement) {
  for (const button of document.querySelectorAll(`[popovertarget="${menu.id}"]`))
    button.setAttribute('aria-expanded', String(isOpen(menu)));
}

/**
 * The navbar's menus once scripts run. They already open and close by themselves (popovers); this
 * keeps `aria-expanded` in step, closes them when a link in them is followed (the router changes
 * the page without reloading it) or the page changes, and closes the phone menu when the window
 * grows wide enough to show every link. It adopts the state it finds: a menu the visitor opened
 * before the scripts arrived stays open.
 */
export function NavMenus() {
  const pathname = usePathname();

  useEffect(() => {
    const found = menus();
    const onToggle = (event: Event) => showState(event.currentTarget as HTMLElement);
    for (const menu of found) {
      showState(menu);
      menu.addEventListener('toggle', onToggle);
    }
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest?.('a[href]')) closeAll();
    };
    const nav = found[found.length - 1]?.closest('nav');
    nav?.addEventListener('click', onClick);
    const wide = window.matchMedia(WIDE);
    const onResize = () => wide.matches && closeAll();
    wide.addEventListener('change', onResize);
    return () => {
      for (const menu of found) menu.removeEventListener('toggle', onToggle);
      nav?.removeEventListener('click', onClick);
      wide.removeEventListener('change', onResize);
    };
  }, []);

  // A new page closes the menus: the cleanup runs when the path changes, never on the first page,
  // where a menu opened before the scripts arrived stays open.
  useEffect(() => closeAll, [pathname]);

  return null;
}
