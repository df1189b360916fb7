import { ButtonLink } from '@/components/ui/button';
import { contactHref } from '@/content/site';
import type { Article } from '@/content/blog/types';
import styles from './article-cta.module.css';

/** The closing call to action: the contact form, with a subject that fits the article. */
export function ArticleCta({ cta, subject }: { cta: Article['cta']; subject: string }) {
  return (
    <section className={styles.cta} aria-labelledby="article-cta-title">
      <h2 id="article-cta-title" className={styles.title}>
        {cta.title}
      </h2>
      <p className={styles.text}>{cta.text}</p>
      <ButtonLink href={contactHref(subject)} variant="accent">
        {cta.button}
      </ButtonLink>
    </section>
  );
}
