import { JsonLd } from '@/components/seo/json-ld';
import type { ServiceDetails } from '@/lib/server/content/service-pages';
import type { Service } from '@/content/services';
import { site } from '@/content/site';

type Props = { service: Service; details: ServiceDetails; siteUrl: string };

/** Service and FAQPage structured data, so search results can show the offer and its answers. */
export function ServiceJsonLd({ service, details, siteUrl }: Props) {
  const url = new URL(`/${service.slug}`, siteUrl).href;
  return (
    <JsonLd
      data={[
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: service.title,
          serviceType: service.title,
          description: details.metaDescription,
          url,
          areaServed: ['Kenya', 'East Africa'],
          provider: {
            '@type': 'ProfessionalService',
            name: site.name,
            url: siteUrl,
            address: {
              '@type': 'PostalAddress',
              streetAddress: site.address.street,
              addressLocality: site.address.locality,
              addressCountry: site.address.countryCode,
            },
          },
        },
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: details.faqs.map((faq) => ({
            '@type': 'Question',
            name: faq.question,
            acceptedAnswer: { '@type': 'Answer', text: faq.answer },
          })),
        },
      ]}
    />
  );
}
