import { SiteLink } from '@/components/ui/site-link';
import { Icon } from '@/components/ui/icon';
import { Section, SectionHeader } from '@/components/ui/section';
import type { Service } from '@/content/services';
import styles from './related-services.module.css';

/** Links to neighbouring services; the whole card is clickable through its heading link. */
export function RelatedServices({ services }: { services: readonly Service[] }) {
  return (
    <Section labelledBy="related-services">
      <SectionHeader id="related-services" eyebrow="Related services" title="Often combined with" />
      <ul className={styles.grid}>
        {services.map((service) => (
          <li key={service.slug} className={styles.card}>
            <Icon name={service.icon} size={32} className={styles.icon} />
            <h3 className={styles.title}>
              <SiteLink href={`/${service.slug}`} className={styles.link}>
                {service.title}
              </SiteLink>
            </h3>
            <p>{service.short}</p>
            <span className={styles.more} aria-hidden="true">
              Learn more <Icon name="arrowRight" size={18} />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
