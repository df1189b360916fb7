import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import styles from './pagination.module.css';

type PaginationProps = {
  /** The page this pager sits under: each page of the list carries its own. */
  page: number;
  pageCount: number;
  /** Where a page is: a link the browser follows by itself, before and without scripts. */
  hrefFor: (page: number) => string;
  label: string;
  /** Prev's and Next's chevrons, rendered by the server (card-icons.tsx). */
  chevrons: { prev: ReactNode; next: ReactNode };
};

/**
 * Prev / page numbers / Next as links to the other pages. Prev on the first page and Next on the
 * last are disabled buttons; page numbers appear only when there is more than one page.
 */
export function Pagination({ page, pageCount, hrefFor, label, chevrons }: PaginationProps) {
  const numbers = pageCount > 1 ? Array.from({ length: pageCount }, (_, i) => i + 1) : [];
  return (
    <nav aria-label={label} className={styles.nav}>
      <Step to={page - 1} pageCount={pageCount} hrefFor={hrefFor}>
        {chevrons.prev}
        Prev
      </Step>
      {numbers.length > 0 ? (
        <ul className={styles.numbers}>
          {numbers.map((n) => (
            <li key={n}>
              <a
                href={hrefFor(n)}
                className={buttonClass(n === page ? 'primary' : 'outline', 'small', styles.number)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <Step to={page + 1} pageCount={pageCount} hrefFor={hrefFor}>
        Next
        {chevrons.next}
      </Step>
    </nav>
  );
}

type StepProps = Omit<PaginationProps, 'page' | 'label' | 'chevrons'> & {
  to: number;
  children: React.ReactNode;
};

/** Prev or Next: a link to the page it names, or a disabled button where there is none. */
function Step({ to, pageCount, hrefFor, children }: StepProps) {
  const className = buttonClass('outline', 'small');
  if (to < 1 || to > pageCount)
    return (
      <button type="button" className={className} disabled>
        {children}
      </button>
    );
  return (
    <a href={hrefFor(to)} className={className}>
      {children}
    </a>
  );
}
