import { SiteLink } from '@/components/ui/site-link';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { SafeImage } from '@/components/ui/safe-image';
import type { Article } from '@/lib/server/content/articles';
import { ArticleBody } from './article-body';
import { ArticleCta } from './article-cta';
import { ArticleMeta } from './article-meta';
import { ArticleToc } from './article-toc';
import { Icon } from '@/components/ui/icon';
import styles from './article-view.module.css';

/** One article: hero with date and reading time, the artwork, the text and the call to action. */
export function ArticleView({ article }: { article: Article }) {
  const { data } = article;
  return (
    <article>
      <PageHero
        eyebrow={data.label}
        title={data.title}
        intro={data.description}
        breadcrumb={[HOME_CRUMB, { href: '/blogs', label: 'Blogs' }]}
      >
        <ArticleMeta
          published={data.published}
          updated={data.updated}
          team={data.team}
          words={article.words}
        />
      </PageHero>
      <div className={`container ${styles.layout}`}>
        <div className={styles.column}>
          <SiteLink href="/blogs" className={styles.back}>
            <span aria-hidden="true">←</span> Back to all articles
          </SiteLink>
          <div className={styles.figure}>
            <Icon name={data.icon} size={72} className={styles.fallback} />
            <SafeImage
              src={data.image}
              alt=""
              width={800}
              height={450}
              loading="eager"
              fetchPriority="high"
              className={styles.image}
            />
          </div>
          <ArticleBody article={article} />
          <ArticleCta cta={data.cta} />
        </div>
        <div className={styles.aside}>
          <ArticleToc headings={article.headings} />
        </div>
      </div>
    </article>
  );
}
