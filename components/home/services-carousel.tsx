import { Fragment } from 'react';
import { ServiceCard } from '@/components/marketing/service-card';
import { SnapCarousel } from '@/components/marketing/snap-carousel';
import { homeServices } from '@/content/services';
import { inGroupsOf, SERVICES_PER_PAGE } from '@/lib/carousel';
import styles from './services-carousel.module.css';

/** The six home services, three a page on every screen (one under another on phones). */
export function ServicesCarousel() {
  return (
    <SnapCarousel label="Our services" idPrefix="services" pageClassName={styles.page}>
      {inGroupsOf(homeServices, SERVICES_PER_PAGE).map((group) => (
        <Fragment key={group[0]?.slug}>
          {group.map((service) => (
            <ServiceCard
              key={service.slug}
              href={`/${service.slug}`}
              title={service.title}
              desc={service.short}
              icon={service.icon}
              image={service.image}
              compact
            />
          ))}
        </Fragment>
      ))}
    </SnapCarousel>
  );
}
