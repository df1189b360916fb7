import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import styles from './cta-banner.module.css';

type CtaBannerProps = {
  id: string;
  title: string;
  text: string;
  action: { label: string; href: string };
  /**
   * The band's background: the other one from the section above it, as a page's sections
   * alternate (two white bands in a row read as one gap of twice the spacing).
   */
  tone?: 'plain' | 'alt';
};

/** The closing call to action of a page: one sentence and one button. */
export function CtaBanner({ id, title, text, action, tone = 'plain' }: CtaBannerProps) {
  return (
    <section className={`${styles.section} ${styles[tone]}`} aria-labelledby={id}>
      <div className={`container ${styles.banner}`}>
        <div>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <ButtonLink href={action.href} variant="accent" className={styles.button}>
          {action.label}
          <Icon name="arrowRight" size={18} />
        </ButtonLink>
      </div>
    </section>
  );
}
