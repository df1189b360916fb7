import { SiteLink } from './site-link';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd, type Crumb } from '@/lib/server/structured-data';
import styles from './page-hero.module.css';

export type { Crumb };

/** Home > ... > current page, also as BreadcrumbList structured data for search engines. */
export function Breadcrumb({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <JsonLd data={breadcrumbJsonLd(trail, current)} />
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <SiteLink href={crumb.href}>{crumb.label}</SiteLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
