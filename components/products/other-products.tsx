import { SiteLink } from '@/components/ui/site-link';
import { products, productPath } from '@/content/products';
import { Icon } from '@/components/ui/icon';
import styles from './other-products.module.css';

/** Links to the other products, so a visitor on one coming-soon page can explore the rest. */
export function OtherProducts({ currentSlug }: { currentSlug?: string }) {
  const others = products.filter((p) => p.slug !== currentSlug);
  return (
    <section aria-labelledby="other-products" className={styles.wrap}>
      <h2 id="other-products" className={styles.heading}>
        {currentSlug ? 'Our other products' : 'Our products'}
      </h2>
      <ul className={styles.grid}>
        {others.map((p) => (
          <li key={p.slug}>
            <SiteLink href={productPath(p.slug)} className={styles.card}>
              <span className={styles.name}>
                {p.name}
                <Icon name="arrowRight" size={18} />
              </span>
              <span className={styles.summary}>{p.summary}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
