import type { ReactNode } from 'react';
import tables from './report-table.module.css';

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
    <div className={tables.tableWrap} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={width ? `${tables.table} ${tables[width]}` : tables.table}>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
