'use client';

import { useId, useRef } from 'react';
import type { NavLink as NavLinkData } from '@/content/navigation';
import { Icon } from '@/components/ui/icon';
import { NavLink } from './nav-link';
import { useDismiss, useOpenOnThisPage } from './use-dismiss';
import styles from './navbar.module.css';

/** The "Our Products" dropdown: opens on click, closes on a choice, Escape or a click outside. */
export function ProductsMenu({ links }: { links: readonly NavLinkData[] }) {
  const { open, close, toggle } = useOpenOnThisPage();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss({ open, close, inside: itemRef, inner: true, returnFocus: buttonRef });
  return (
    <li className={styles.dropdown} ref={itemRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        Our Products
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {links.map((link) => (
          <li key={link.href}>
            <NavLink href={link.href} className={styles.menuLink}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
