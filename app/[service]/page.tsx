import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RelatedServices } from '@/components/services/related-services';
import { ServiceAudiences } from '@/components/services/service-audiences';
import { ServiceCta } from '@/components/services/service-cta';
import { ServiceDeliverables } from '@/components/services/service-deliverables';
import { ServiceFaq } from '@/components/services/service-faq';
import { ServiceHero } from '@/components/services/service-hero';
import { ServiceJsonLd } from '@/components/services/service-json-ld';
import { ServiceOverview } from '@/components/services/service-overview';
import { ServiceProcess } from '@/components/services/service-process';
import { ServiceTechnologies } from '@/components/services/service-technologies';
import { findService, services } from '@/content/services';
import { findServicePage } from '@/lib/server/content/service-pages';
import { renderBody } from '@/components/content/render-body';
import { env } from '@/lib/server/env';
import { pageMetadata } from '@/lib/server/metadata';

type Props = { params: Promise<{ service: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((s) => ({ service: s.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = findServicePage((await params).service);
  if (!page) return {};
  return pageMetadata({
    title: page.service.title,
    description: page.details.data.metaDescription,
    path: `/${page.service.slug}`,
  });
}

export default async function ServicePage({ params }: Props) {
  const page = findServicePage((await params).service);
  if (!page) notFound();
  const { service } = page;
  const details = page.details.data;
  const related = details.related.map(findService).filter((s) => s !== undefined);
  const overview = await renderBody(page.details);

  return (
    <>
      <ServiceJsonLd service={service} details={details} siteUrl={env().SITE_URL} />
      <ServiceHero title={service.title} intro={service.short} timeline={details.timeline.range} />
      <ServiceOverview headline={details.headline} image={service.image}>
        {overview}
      </ServiceOverview>
      <ServiceAudiences audiences={details.audiences} />
      <ServiceProcess steps={details.process} />
      <ServiceDeliverables deliverables={details.deliverables} timeline={details.timeline} />
      <ServiceTechnologies groups={details.technologies} />
      <ServiceFaq title={service.title} faqs={details.faqs} />
      <RelatedServices services={related} />
      <ServiceCta title={service.title} subject={service.subject} />
    </>
  );
}
