import { formatLegalDate, legalValues, type LegalDoc } from '@/lib/server/content/legal';
import { rehypeLegalSections } from '@/lib/server/content/rehype-sections';
import { renderBody } from '@/components/content/render-body';
import { Icon } from '@/components/ui/icon';
import { Contents } from './contents';
import { EmailLink } from './email-link';
import styles from './legal-document.module.css';

const components = { Email: EmailLink };
const sections: [typeof rehypeLegalSections, Parameters<typeof rehypeLegalSections>[0]] = [
  rehypeLegalSections,
  { numberClass: styles.number, introClass: styles.intro },
];

/** One legal text: its date, a table of contents and numbered sections. */
export async function LegalDocument({ doc }: { doc: LegalDoc }) {
  const body = await renderBody(doc, { components, values: legalValues, rehype: [sections] });
  return (
    <div className={`container ${styles.layout}`}>
      <Contents
        sections={doc.sections}
        chevron={<Icon name="chevronDown" size={18} className={styles.tocIcon} />}
      />
      <article className={styles.article}>
        <p className={styles.updated}>
          Last updated: <time dateTime={doc.data.updated}>{formatLegalDate(doc.data.updated)}</time>
        </p>
        {body}
      </article>
    </div>
  );
}
