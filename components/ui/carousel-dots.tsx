import styles from './carousel-dots.module.css';

type CarouselDotsProps = {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  /** What one dot selects, for its name: "Go to slide 2", "Go to page 2". */
  itemLabel: 'slide' | 'page';
  /** Name of the group of dots, e.g. "Choose a slide". */
  label: string;
  tone?: 'light' | 'dark';
  className?: string;
};

/** Dots that select a slide or page; the current one is marked with aria-current. */
export function CarouselDots({
  count,
  current,
  onSelect,
  itemLabel,
  label,
  tone = 'dark',
  className,
}: CarouselDotsProps) {
  if (count < 2) return null;
  return (
    <div
      role="group"
      aria-label={label}
      className={`${styles.dots} ${styles[tone]} ${className ?? ''}`}
    >
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={styles.dot}
          aria-label={`Go to ${itemLabel} ${index + 1}`}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}
