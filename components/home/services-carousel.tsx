import { ServiceCard } from '@/components/marketing/service-card';
import { SnapCarousel } from '@/components/marketing/snap-carousel';
import { homeServices } from '@/content/services';

/** The six home services, three a page on desktop. */
export function ServicesCarousel() {
  return (
    <SnapCarousel label="Our services" idPrefix="services" perPage={3}>
      {homeServices.map((service) => (
        <ServiceCard
          key={service.slug}
          href={`/${service.slug}`}
          title={service.title}
          desc={service.short}
          icon={service.icon}
          image={service.image}
        />
      ))}
    </SnapCarousel>
  );
}
