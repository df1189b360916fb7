import styles from './section.module.css';

type SectionProps = {
  children: React.ReactNode;
  tone?: 'plain' | 'alt' | 'dark';
  id?: string;
  labelledBy?: string;
  className?: string;
};

export function Section({ children, tone = 'plain', id, labelledBy, className }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`${styles.section} ${styles[tone]} ${className ?? ''}`}
    >
      <div className="container">{children}</div>
    </section>
  );
}

type SectionHeaderProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'start' | 'center';
};

/** The eyebrow + heading + intro that opens most sections. */
export function SectionHeader({ id, eyebrow, title, intro, align = 'center' }: SectionHeaderProps) {
  return (
    <header className={`${styles.header} ${align === 'center' ? styles.center : ''}`}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </header>
  );
}
