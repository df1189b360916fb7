import { Icon } from '@/components/ui/icon';
import type { Article } from '@/lib/server/content/articles';
import { rehypeArticleSections } from '@/lib/server/content/rehype-sections';
import { renderBody } from '@/components/content/render-body';
import styles from './article-body.module.css';

/** `<Callout title="…">text</Callout>` in an article: a tip set apart from the text. */
function Callout({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div role="note" className={styles.callout}>
      <Icon name="lightbulb" size={24} className={styles.calloutIcon} />
      <div>
        <p className={styles.calloutTitle}>{title}</p>
        {children}
      </div>
    </div>
  );
}

const components = { Callout };
const sections: [typeof rehypeArticleSections, Parameters<typeof rehypeArticleSections>[0]] = [
  rehypeArticleSections,
  { sectionClass: styles.section },
];

/** The article text, rendered from its Markdown at build time and styled as readable prose. */
export async function ArticleBody({ article }: { article: Article }) {
  return (
    <div className={styles.prose}>
      {await renderBody(article, { components, rehype: [sections] })}
    </div>
  );
}
