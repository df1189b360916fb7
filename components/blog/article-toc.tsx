import type { Heading } from '@/lib/server/content/markdown';
import styles from './article-toc.module.css';

/** "In this article": links to the article's sections, for scanning a long read. */
export function ArticleToc({ headings }: { headings: readonly Heading[] }) {
  return (
    <nav aria-labelledby="toc-title" className={styles.toc}>
      <p id="toc-title" className={styles.title}>
        In this article
      </p>
      <ol>
        {headings
          .filter((h) => h.depth === 2)
          .map(({ id, text }) => (
            <li key={id}>
              <a href={`#${id}`}>{text}</a>
            </li>
          ))}
      </ol>
    </nav>
  );
}
