import { formatLegalDate, type LegalBlock, type LegalDoc } from '@/content/legal/types';
import { Contents } from './contents';
import { RichText } from './rich-text';
import styles from './legal-document.module.css';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>
          <RichText text={item} />
        </li>
      ))}
    </ul>
  );
}

/** One legal text: its date, a table of contents and numbered sections. */
export function LegalDocument({ doc }: { doc: LegalDoc }) {
  return (
    <div className={`container ${styles.layout}`}>
      <Contents sections={doc.sections} />
      <article className={styles.article}>
        <p className={styles.updated}>
          Last updated: <time dateTime={doc.updated}>{formatLegalDate(doc.updated)}</time>
        </p>
        <p className={styles.intro}>{doc.intro}</p>
        {doc.sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>
              <span className={styles.number}>{index + 1}.</span> {section.heading}
            </h2>
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
