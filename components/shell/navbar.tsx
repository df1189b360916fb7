import { mainLinks, productLinks } from '@/content/navigation';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';
import { ProductsMenu } from './products-menu';
import styles from './navbar.module.css';

type NavbarProps = { brand: string; shortBrand: string; children?: React.ReactNode };

/**
 * Fixed top navigation. Rendered on the server; only the menu toggle, the products dropdown and
 * the links (which mark the current page) run in the browser.
 */
export function Navbar({ brand, shortBrand, children }: NavbarProps) {
  return (
    <header className={styles.header}>
      <nav className={`container ${styles.nav}`} aria-label="Main">
        <NavLink href="/" className={styles.brand} current="never">
          <span className={styles.logo} aria-hidden="true">
            <svg viewBox="0 0 32 32" width="32" height="32">
              <path d="M4 26 13 8l5 10 3-5 7 13H4Z" fill="currentColor" />
              <path d="m13 8 2.5 5-2.5 1.5-2.5-1.5L13 8Z" fill="#f5a524" />
            </svg>
          </span>
          <span className={styles.brandFull}>{brand}</span>
          <span className={styles.brandShort}>{shortBrand}</span>
        </NavLink>
        <MobileMenu actions={children}>
          {mainLinks.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} className={styles.link} current="section">
                {link.label}
              </NavLink>
            </li>
          ))}
          <ProductsMenu links={productLinks} />
        </MobileMenu>
      </nav>
    </header>
  );
}
