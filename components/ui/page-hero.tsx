import { Breadcrumb, type Crumb } from './breadcrumb';
import { ScrollFade } from './scroll-fade';
import styles from './page-hero.module.css';

type PageHeroProps = {
  title: string;
  /** Shown above the title, small. */
  eyebrow?: string;
  intro?: string;
  /** The crumbs before the current page; omit for no breadcrumb. */
  breadcrumb?: readonly Crumb[];
  /** The breadcrumb's name for this page when it differs from the title (e.g. "About"). */
  crumbLabel?: string;
  /** Fade out past 540 px of scroll (the heroes of About, Blogs, Contact, Our Skills, Our Services). */
  fadeOnScroll?: boolean;
  children?: React.ReactNode;
};

export function PageHero({
  title,
  eyebrow,
  intro,
  breadcrumb,
  crumbLabel,
  fadeOnScroll = false,
  children,
}: PageHeroProps) {
  const content = (
    <div className={`container ${styles.inner}`}>
      {breadcrumb ? <Breadcrumb trail={breadcrumb} current={crumbLabel ?? title} /> : null}
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </div>
  );
  return (
    <section className={styles.hero}>
      {fadeOnScroll ? <ScrollFade>{content}</ScrollFade> : content}
    </section>
  );
}

export const HOME_CRUMB: Crumb = { href: '/', label: 'Home' };
