import Link from 'next/link';
import type { BlogPost } from '@/content/blog/posts';
import type { Article } from '@/content/blog/types';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { SafeImage } from '@/components/ui/safe-image';
import { ArticleBody } from './article-body';
import { ArticleCta } from './article-cta';
import { ArticleMeta } from './article-meta';
import { ArticleToc } from './article-toc';
import { Icon } from '@/components/ui/icon';
import styles from './article-view.module.css';

type ArticleViewProps = { post: BlogPost; article: Article; words: number };

/** One article: hero with date and reading time, the artwork, the text and the call to action. */
export function ArticleView({ post, article, words }: ArticleViewProps) {
  return (
    <article>
      <PageHero
        eyebrow={post.label}
        title={article.title}
        intro={post.description}
        breadcrumb={[HOME_CRUMB, { href: '/blogs', label: 'Blogs' }]}
      >
        <ArticleMeta
          published={article.published}
          updated={article.updated}
          author={article.author}
          words={words}
        />
      </PageHero>
      <div className={`container ${styles.layout}`}>
        <div className={styles.column}>
          <Link href="/blogs" className={styles.back}>
            <span aria-hidden="true">←</span> Back to all articles
          </Link>
          <div className={styles.figure}>
            <Icon name={post.icon} size={72} className={styles.fallback} />
            <SafeImage
              src={post.image}
              alt=""
              width={800}
              height={450}
              loading="eager"
              fetchPriority="high"
              sizes="(min-width: 48rem) 46rem, 100vw"
              className={styles.image}
            />
          </div>
          <ArticleBody blocks={article.body} />
          <ArticleCta cta={article.cta} subject={article.contactSubject} />
        </div>
        <div className={styles.aside}>
          <ArticleToc blocks={article.body} />
        </div>
      </div>
    </article>
  );
}
