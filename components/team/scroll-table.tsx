import type { ReactNode } from 'react';
import styles from './team.module.css';

/**
 * A wide table that scrolls sideways on a phone. The scrolling box takes the keyboard's focus, so
 * that it can be scrolled without a pointer, and is named by the table's caption.
 */
export function ScrollTable({
  id,
  caption,
  width,
  children,
}: {
  id: string;
  caption: ReactNode;
  /** The least width that keeps its columns readable; on a narrower screen it scrolls. */
  width?: 'medium' | 'wide';
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={width ? `${styles.table} ${styles[width]}` : styles.table}>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
