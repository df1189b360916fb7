import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import styles from './pagination.module.css';

type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label: string;
};

/** Prev / page numbers / Next. Page numbers appear only when there is more than one page. */
export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  const numbers = pageCount > 1 ? Array.from({ length: pageCount }, (_, i) => i + 1) : [];
  return (
    <nav aria-label={label} className={styles.nav}>
      <Button
        variant="outline"
        size="small"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <Icon name="chevronLeft" size={18} />
        Prev
      </Button>
      {numbers.length > 0 ? (
        <ul className={styles.numbers}>
          {numbers.map((n) => (
            <li key={n}>
              <Button
                variant={n === page ? 'primary' : 'outline'}
                size="small"
                className={styles.number}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                onClick={() => onPageChange(n)}
              >
                {n}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        variant="outline"
        size="small"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <Icon name="chevronRight" size={18} />
      </Button>
    </nav>
  );
}
