'use client';

import { useId } from 'react';
import { Icon } from '@/components/ui/icon';
import { useDismiss, useOpenOnThisPage } from './use-dismiss';
import styles from './navbar.module.css';

type MobileMenuProps = {
  /** Shown beside the toggle (the consultation button). */
  actions?: React.ReactNode;
  /** The navigation's list items. */
  children: React.ReactNode;
};

/**
 * On small screens the navigation's links are a menu behind a toggle (a hamburger when closed, a
 * close mark when open); on wide screens the toggle is hidden and the list always shown.
 */
export function MobileMenu({ actions, children }: MobileMenuProps) {
  const { open, close, toggle } = useOpenOnThisPage();
  const menuId = useId();
  useDismiss({ open, close });
  return (
    <>
      <div className={styles.actions}>
        {actions}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={toggle}
        >
          <Icon name={open ? 'close' : 'menu'} size={26} />
        </button>
      </div>
      <ul id={menuId} className={styles.links} data-open={open}>
        {children}
      </ul>
    </>
  );
}
