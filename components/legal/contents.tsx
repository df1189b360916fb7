'use client';

import { useMediaQuery } from '@/components/ui/use-media-query';
import type { ReactNode } from 'react';
import type { LegalSection } from '@/lib/server/content/legal';
import styles from './legal-document.module.css';

type Props = {
  sections: readonly LegalSection[];
  /** The fold's chevron, rendered by the server (components/ui/icon.tsx says why). */
  chevron: ReactNode;
};

/** The table of contents: a sidebar that is open on wide screens, folded away on phones. */
export function Contents({ sections, chevron }: Props) {
  const wide = useMediaQuery('(min-width: 64rem)');
  return (
    <nav className={styles.toc} aria-label="On this page">
      <details open={wide}>
        <summary className={styles.tocTitle}>
          On this page
          {chevron}
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
