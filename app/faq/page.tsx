import type { Metadata } from 'next';
import { FaqCta } from '@/components/faq/faq-cta';
import { FaqJsonLd } from '@/components/faq/faq-json-ld';
import { FaqList } from '@/components/faq/faq-list';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { faqs } from '@/content/faq';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'FAQ',
  description:
    'Answers to common questions about timelines, pricing, M-Pesa and system integration, support, security and how we work.',
  path: '/faq',
});

export default function Page() {
  return (
    <>
      <PageHero
        title="Frequently Asked Questions"
        breadcrumb={[HOME_CRUMB]}
        crumbLabel="FAQ"
        intro="Straight answers about timelines, pricing, integrations, security and how we work with you."
      />
      <Section>
        <FaqList items={faqs} />
        <FaqCta />
      </Section>
      <FaqJsonLd items={faqs} />
    </>
  );
}
