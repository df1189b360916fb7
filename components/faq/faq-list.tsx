import { Accordion } from '@/components/ui/accordion';
import styles from './faq.module.css';

type Faq = { question: string; answer: string };

/** The questions as one accordion (one answer open at a time); answers stay in the static HTML. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className={styles.list}>
      <Accordion
        items={items.map(({ question, answer }) => ({ question, answer: <p>{answer}</p> }))}
        name="faq"
        headingLevel={2}
      />
    </div>
  );
}
