import type { Metadata } from 'next';
import { AboutIntro } from '@/components/about/about-intro';
import { MissionVision } from '@/components/about/mission-vision';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { Section, SectionHeader } from '@/components/ui/section';
import { EXPERTS_SUBJECT, reasons } from '@/content/about';
import { contactHref, site } from '@/content/site';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'About Us',
  description:
    'Who we are: a Nairobi software engineering company building dependable web, mobile and cloud systems for East African businesses.',
  path: '/about',
});

export default function Page() {
  return (
    <>
      <OrganizationJsonLd />
      <PageHero
        title="Our Story"
        breadcrumb={[HOME_CRUMB]}
        crumbLabel="About"
        intro="A Nairobi team of engineers, designers and analysts building software East African businesses can depend on."
        fadeOnScroll
      />
      <AboutIntro />
      <Section tone="alt" labelledBy="about-why">
        <SectionHeader
          id="about-why"
          eyebrow="Why Choose Us"
          title={`Why Choose ${site.name}`}
          intro="Three promises we make to every client, from a two-week prototype to a multi-year platform."
        />
        <FeatureGrid items={reasons} />
      </Section>
      <MissionVision />
      <CtaBanner
        id="about-cta"
        tone="alt"
        title="Have a Project Idea In Mind?"
        text="Tell us what you want to build. A senior engineer will reply within one working day with questions, options and a rough estimate."
        action={{ label: 'Get Started for Free', href: contactHref(EXPERTS_SUBJECT) }}
      />
    </>
  );
}
