'use client';

import { useMediaQuery } from '@/components/ui/use-media-query';
import { Icon } from '@/components/ui/icon';
import type { LegalSection } from '@/lib/server/content/legal';
import styles from './legal-document.module.css';

/** The table of contents: a sidebar that is open on wide screens, folded away on phones. */
export function Contents({ sections }: { sections: readonly LegalSection[] }) {
  const wide = useMediaQuery('(min-width: 64rem)');
  return (
    <nav className={styles.toc} aria-label="On this page">
      <details open={wide}>
        <summary className={styles.tocTitle}>
          On this page
          <Icon name="chevronDown" size={18} className={styles.tocIcon} />
        </summary>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
