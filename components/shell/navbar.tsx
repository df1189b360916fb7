'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { mainLinks, productLinks } from '@/content/navigation';
import { Icon } from '@/components/ui/icon';
import styles from './navbar.module.css';

type NavbarProps = { brand: string; shortBrand: string; children?: React.ReactNode };

/** Fixed top navigation with the products dropdown and the mobile menu. */
export function Navbar({ brand, shortBrand, children }: NavbarProps) {
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const [productsOpen, setProductsOpen] = useState(false);
  const dropdownRef = useRef<HTMLLIElement>(null);
  const productsButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const productsId = useId();

  useEffect(() => {
    if (!productsOpen && !menuOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (!dropdownRef.current?.contains(event.target as Node)) setProductsOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      if (productsOpen) {
        setProductsOpen(false);
        productsButtonRef.current?.focus();
      } else {
        setMenuOpen(false);
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [productsOpen, menuOpen]);

  // Any navigation link: back to the top, and every menu closes.
  function onNavigate() {
    setMenuOpen(false);
    setProductsOpen(false);
    window.scrollTo({ top: 0 });
  }

  const isCurrent = (href: string) => (href === '/' ? pathname === '/' : pathname.startsWith(href));
  // Never prefetch the page being shown (on the home page, the logo would fetch it again).
  const prefetch = (href: string) => (href === pathname ? false : undefined);

  return (
    <header className={styles.header}>
      <nav className={`container ${styles.nav}`} aria-label="Main">
        <Link href="/" className={styles.brand} prefetch={prefetch('/')} onClick={onNavigate}>
          <span className={styles.logo} aria-hidden="true">
            <svg viewBox="0 0 32 32" width="32" height="32">
              <path d="M4 26 13 8l5 10 3-5 7 13H4Z" fill="currentColor" />
              <path d="m13 8 2.5 5-2.5 1.5-2.5-1.5L13 8Z" fill="#f5a524" />
            </svg>
          </span>
          <span className={styles.brandFull}>{brand}</span>
          <span className={styles.brandShort}>{shortBrand}</span>
        </Link>

        <div className={styles.actions}>
          {children}
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={26} />
          </button>
        </div>

        <ul id={menuId} className={styles.links} data-open={menuOpen}>
          {mainLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={styles.link}
                prefetch={prefetch(link.href)}
                aria-current={isCurrent(link.href) ? 'page' : undefined}
                onClick={onNavigate}
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li className={styles.dropdown} ref={dropdownRef}>
            <button
              ref={productsButtonRef}
              type="button"
              className={styles.link}
              aria-expanded={productsOpen}
              aria-controls={productsId}
              onClick={() => setProductsOpen((open) => !open)}
            >
              Our Products
              <Icon name="chevronDown" size={18} className={styles.chevron} />
            </button>
            <ul id={productsId} className={styles.menu} hidden={!productsOpen}>
              {productLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className={styles.menuLink}
                    prefetch={prefetch(link.href)}
                    aria-current={pathname === link.href ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </nav>
    </header>
  );
}
