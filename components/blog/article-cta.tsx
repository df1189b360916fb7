import { ButtonLink } from '@/components/ui/button';
import { contactHref } from '@/content/site';
import type { ArticleData } from '@/lib/server/content/articles';
import styles from './article-cta.module.css';

/** The closing call to action: the contact form, with a subject that fits the article. */
export function ArticleCta({ cta }: { cta: ArticleData['cta'] }) {
  return (
    <section className={styles.cta} aria-labelledby="article-cta-title">
      <h2 id="article-cta-title" className={styles.title}>
        {cta.title}
      </h2>
      <p className={styles.text}>{cta.text}</p>
      <ButtonLink href={contactHref(cta.subject)} variant="accent">
        {cta.button}
      </ButtonLink>
    </section>
  );
}
