import { JsonLd } from '@/components/seo/json-ld';

type Faq = { question: string; answer: string };

/** schema.org FAQPage for the questions shown on the page, so search results can show them. */
export function faqPageJsonLd(items: readonly Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

export function FaqJsonLd({ items }: { items: readonly Faq[] }) {
  return <JsonLd data={faqPageJsonLd(items)} />;
}
