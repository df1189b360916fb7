import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { findService, services } from '@/content/services';
import { contactHref } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ service: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((s) => ({ service: s.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = findService((await params).service);
  if (!service) return {};
  return pageMetadata({
    title: service.title,
    description: service.short,
    path: `/${service.slug}`,
  });
}

export default async function ServicePage({ params }: Props) {
  const service = findService((await params).service);
  if (!service) notFound();
  return (
    <>
      <PageHero
        title={service.title}
        intro={service.short}
        breadcrumb={[HOME_CRUMB, { href: '/services', label: 'Services' }]}
      />
      <Section>
        <ButtonLink href={contactHref(service.subject)}>
          Talk to us about {service.title}
        </ButtonLink>
      </Section>
    </>
  );
}
