import { mainLinks, productLinks } from '@/content/navigation';
import { Icon } from '@/components/ui/icon';
import { BrandMark } from './brand-mark';
import { MENU_ID, NavMenus, PRODUCTS_ID } from './nav-menus';
import { NavLink } from './nav-link';
import styles from './navbar.module.css';
import dropdown from './products-dropdown.module.css';

type NavbarProps = { brand: string; shortBrand: string; children?: React.ReactNode };

/**
 * Fixed top navigation, rendered on the server. The phone menu is a popover opened by its button
 * (`popovertarget`): it closes on Escape or a tap outside, and the toggle's icon and name follow
 * its state in CSS. The products dropdown is a `<details>`, whose list opens under its summary
 * (in the bar on wide screens, inside the phone menu on phones). Both open from the first paint,
 * with or without scripts, and the browser tells assistive technology whether each is open.
 * `NavMenus` adds what only a script can: the dropdown closing on Escape or a click outside, and
 * both closing when a link is followed within the page's own navigation.
 */
export function Navbar({ brand, shortBrand, children }: NavbarProps) {
  return (
    <header className={styles.header}>
      <nav className={`container ${styles.nav}`} aria-label="Main">
        <NavLink href="/" className={styles.brand} current="never">
          <span className={styles.logo}>
            <BrandMark />
          </span>
          <span className={styles.brandFull}>{brand}</span>
          <span className={styles.brandShort}>{shortBrand}</span>
        </NavLink>
        {/* A phone paints a page while it is still parsing it. The toggle comes first, so that it
            holds its place at the bar's end from the first paint and nothing moves under a
            finger; CSS shows it once the list it opens is parsed, so a toggle on screen always
            opens it. The consultation link follows the list: the order the bar shows them in on
            wide screens. */}
        <button type="button" className={styles.toggle} popoverTarget={MENU_ID}>
          <span className={styles.whenClosed}>
            <Icon name="menu" size={26} />
            <span className="visually-hidden">Open menu</span>
          </span>
          <span className={styles.whenOpen}>
            <Icon name="close" size={26} />
            <span className="visually-hidden">Close menu</span>
          </span>
        </button>
        <ul id={MENU_ID} popover="auto" className={styles.links}>
          {mainLinks.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} className={styles.link} current="section">
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <details id={PRODUCTS_ID} className={dropdown.dropdown}>
              <summary className={styles.link}>
                Our Products
                <Icon name="chevronDown" size={18} className={dropdown.chevron} />
              </summary>
              <ul className={dropdown.menu}>
                {productLinks.map((link) => (
                  <li key={link.href}>
                    <NavLink href={link.href} className={dropdown.menuLink}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        </ul>
        <div className={styles.actions}>{children}</div>
      </nav>
      <NavMenus />
    </header>
  );
}
