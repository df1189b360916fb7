import type { Metadata } from 'next';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { ServiceGrid } from '@/components/marketing/service-grid';
import type { ServiceCardData } from '@/components/marketing/service-card';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { Section, SectionHeader } from '@/components/ui/section';
import { capabilities, extraServices } from '@/content/capabilities';
import { catalogueServices } from '@/content/services';
import { contactHref } from '@/content/site';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Our Services',
  description:
    'Websites, web and mobile apps, IoT, DevOps and cloud, cybersecurity, consulting and automation from one Nairobi team.',
  path: '/services',
});

// The six catalogue services have pages; the last two cards have none yet and lead home.
const cards: readonly ServiceCardData[] = [
  ...catalogueServices.map((s) => ({
    href: `/${s.slug}`,
    title: s.title,
    desc: s.short,
    icon: s.icon,
    image: s.image,
  })),
  ...extraServices.map((s) => ({
    href: '/',
    title: s.title,
    desc: s.short,
    icon: s.icon,
    image: s.image,
  })),
];

export default function Page() {
  return (
    <>
      <PageHero
        title="Our Services"
        breadcrumb={[HOME_CRUMB]}
        crumbLabel="Services"
        intro="Everything it takes to design, build, connect, secure and run the software your business depends on."
        fadeOnScroll
      />
      <Section labelledBy="services-capabilities">
        <SectionHeader
          id="services-capabilities"
          eyebrow="Our Capabilities"
          title="One team from idea to operation"
          intro="Every engagement follows the same proven path, so you always know what happens next."
        />
        <FeatureGrid items={capabilities} columns={4} />
      </Section>
      <Section tone="alt" labelledBy="services-list">
        <SectionHeader
          id="services-list"
          eyebrow="What We Offer"
          title="Services for every stage of your growth"
        />
        <ServiceGrid cards={cards} />
      </Section>
      <CtaBanner
        id="services-cta"
        title="Not sure which service you need?"
        text="Talk it through with a senior engineer. We will recommend the smallest useful first step, free of charge."
        action={{ label: 'Get a free consultation', href: contactHref('Get a free consultation') }}
      />
    </>
  );
}
