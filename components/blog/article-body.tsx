import type { ArticleBlock } from '@/content/blog/types';
import { Icon } from '@/components/ui/icon';
import { headingId } from '@/lib/blog';
import styles from './article-body.module.css';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'h2':
      return <h2 id={headingId(block.text)}>{block.text}</h2>;
    case 'h3':
      return <h3>{block.text}</h3>;
    case 'p':
      return <p>{block.text}</p>;
    case 'ul':
    case 'ol': {
      const List = block.type;
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case 'callout':
      return (
        <div role="note" className={styles.callout}>
          <Icon name="lightbulb" size={24} className={styles.calloutIcon} />
          <div>
            <p className={styles.calloutTitle}>{block.title}</p>
            <p>{block.text}</p>
          </div>
        </div>
      );
  }
}

/** The article text, styled as readable prose. */
export function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <div className={styles.prose}>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
