import type { Metadata } from 'next';
import { AboutBlock } from '@/components/home/about-block';
import { ClientMarquee } from '@/components/home/client-marquee';
import { Hero } from '@/components/home/hero';
import { HomeFaq } from '@/components/home/home-faq';
import { ServicesCarousel } from '@/components/home/services-carousel';
import { Testimonials } from '@/components/home/testimonials';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { StatsBlock } from '@/components/marketing/stats-block';
import { ValuesRotator } from '@/components/marketing/values-rotator';
import { Fold } from '@/components/ui/fold';
import { Section, SectionHeader } from '@/components/ui/section';
import { clients } from '@/content/clients';
import { site } from '@/content/site';
import { homeStats } from '@/content/stats';
import { testimonials } from '@/content/testimonials';
import { coreValues } from '@/content/values';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Home',
  description: site.description,
  path: '/',
});

export default function HomePage() {
  return (
    <>
      <OrganizationJsonLd />
      <h1 className="visually-hidden">
        {site.name}: software engineering and IT services in Nairobi, Kenya
      </h1>
      <Hero />
      <Fold />
      <Section labelledBy="home-services">
        <SectionHeader
          id="home-services"
          eyebrow="What We Do"
          title="Services that move your business forward"
          intro="From the first workshop to years of support, one team designs, builds and runs the software your customers rely on."
        />
        <ServicesCarousel />
      </Section>
      <AboutBlock />
      <StatsBlock stats={homeStats} label="Our track record" />
      <Section labelledBy="home-values">
        <SectionHeader
          id="home-values"
          eyebrow="Our Core Values"
          title="How we work, every day"
          intro="Five commitments that shape every estimate, every pull request and every support call."
        />
        <ValuesRotator values={coreValues} />
      </Section>
      <Section tone="alt" labelledBy="home-clients">
        <SectionHeader
          id="home-clients"
          eyebrow="Our Clients"
          title="Trusted by teams across Kenya"
        />
        <ClientMarquee clients={clients} />
      </Section>
      <Section labelledBy="home-testimonials">
        <SectionHeader
          id="home-testimonials"
          eyebrow="Testimonials"
          title="What our clients say"
          intro="Feedback from the founders, managers and IT leads we build for."
        />
        <Testimonials items={testimonials} />
      </Section>
      <Section tone="alt" labelledBy="home-faq">
        <SectionHeader
          id="home-faq"
          eyebrow="FAQ"
          title="Getting started with us"
          intro="Quick answers to the questions we hear before a first project."
        />
        <HomeFaq />
      </Section>
    </>
  );
}
