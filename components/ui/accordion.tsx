'use client';

import { useId, useState } from 'react';
import { Icon } from './icon';
import styles from './accordion.module.css';

export type AccordionItem = { question: string; answer: React.ReactNode };

type AccordionProps = {
  items: readonly AccordionItem[];
  /** Heading level of the questions, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** Index open at first, or null for all closed. */
  initiallyOpen?: number | null;
};

/** One item open at a time; choosing the open one closes it. Buttons give click, Enter and Space. */
export function Accordion({ items, headingLevel = 3, initiallyOpen = null }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={styles.item} data-open={expanded}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <Icon name="chevronDown" size={20} className={styles.icon} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!expanded}
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
