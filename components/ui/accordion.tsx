import { Icon } from './icon';
import styles from './accordion.module.css';

export type AccordionItem = { question: string; answer: React.ReactNode };

type AccordionProps = {
  items: readonly AccordionItem[];
  /** The group's name, unique on the page: the browser keeps one answer of a group open. */
  name: string;
  /** Heading level of the questions, to fit the page outline. */
  headingLevel?: 2 | 3;
};

/**
 * Questions that open their answers, one at a time, all done by the browser: `<details>` of one
 * `name` open by click, Enter or Space on their `<summary>`, and opening one closes the other;
 * choosing the open one closes it. So it works from the first paint, with or without scripts,
 * and ships no JavaScript. Each question is a heading inside its summary (summary's content may
 * be a heading), which keeps the questions in the page's outline.
 */
export function Accordion({ items, name, headingLevel = 3 }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details key={item.question} name={name} className={styles.item}>
          <summary className={styles.question}>
            <Heading className={styles.heading}>{item.question}</Heading>
            <Icon name="chevronDown" size={20} className={styles.icon} />
          </summary>
          <div className={styles.answer}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
