import { Accordion } from '@/components/ui/accordion';
import { ButtonLink } from '@/components/ui/button';
import { homeFaq } from '@/content/home-faq';
import styles from './home-faq.module.css';

/** The four first-step questions; the FAQ page holds the rest. */
export function HomeFaq() {
  return (
    <div className={styles.faq}>
      <Accordion items={homeFaq} name="home-faq" />
      <p className={styles.more}>
        <ButtonLink href="/faq" variant="outline">
          See all questions
        </ButtonLink>
      </p>
    </div>
  );
}
