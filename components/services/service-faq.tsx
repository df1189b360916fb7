import { Accordion } from '@/components/ui/accordion';
import { Section, SectionHeader } from '@/components/ui/section';
import type { ServiceFaq as Faq } from '@/lib/server/content/service-pages';
import styles from './service-faq.module.css';

/** Questions clients ask about this service, one answer open at a time. */
export function ServiceFaq({ title, faqs }: { title: string; faqs: readonly Faq[] }) {
  const items = faqs.map((faq) => ({ question: faq.question, answer: <p>{faq.answer}</p> }));
  return (
    <Section tone="alt" labelledBy="service-faq">
      <div className={styles.narrow}>
        <SectionHeader id="service-faq" eyebrow="FAQ" title={`Questions about ${title}`} />
        <Accordion items={items} name="service-faq" headingLevel={3} />
      </div>
    </Section>
  );
}
