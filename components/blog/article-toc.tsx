import type { ArticleBlock } from '@/content/blog/types';
import { headingId } from '@/lib/blog';
import styles from './article-toc.module.css';

/** "In this article": links to the article's sections, for scanning a long read. */
export function ArticleToc({ blocks }: { blocks: readonly ArticleBlock[] }) {
  const sections = blocks.flatMap((b) => (b.type === 'h2' ? [b.text] : []));
  return (
    <nav aria-labelledby="toc-title" className={styles.toc}>
      <p id="toc-title" className={styles.title}>
        In this article
      </p>
      <ol>
        {sections.map((text) => (
          <li key={text}>
            <a href={`#${headingId(text)}`}>{text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
