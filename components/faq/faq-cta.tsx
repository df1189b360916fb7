import { contactHref, mailtoHref, site } from '@/content/site';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import styles from './faq.module.css';

/** For the question we did not answer: straight to the contact form, subject prefilled. */
export function FaqCta() {
  return (
    <section className={styles.cta} aria-labelledby="faq-cta-heading">
      <Icon name="chat" size={32} className={styles.ctaIcon} />
      <div>
        <h2 id="faq-cta-heading" className={styles.ctaTitle}>
          Didn&apos;t find your answer?
        </h2>
        <p className={styles.ctaText}>
          Ask us directly: an engineer, not a sales script, replies within one working day. You can
          also email <a href={mailtoHref}>{site.email}</a>.
        </p>
      </div>
      <ButtonLink href={contactHref('Question from the FAQ')} variant="accent">
        Ask your question
      </ButtonLink>
    </section>
  );
}
