import Link from 'next/link';
import styles from './page-hero.module.css';

export type Crumb = { href: string; label: string };

/** Home > ... > current page. The last crumb is the current page and is not a link. */
export function Breadcrumb({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <Link href={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
