import type { MouseEvent } from 'react';
import styles from './carousel-dots.module.css';

type CarouselDotsProps = {
  /** The id of the element each dot shows. */
  targets: readonly string[];
  current: number;
  /**
   * Shows dot `index`'s target once the scripts run. Until then, and for a click that opens a new
   * tab, the dot is a plain link to its target: the browser scrolls the track there itself.
   */
  onSelect?: (index: number) => void;
  /** What one dot selects, for its name: "Go to slide 2", "Go to page 2". */
  itemLabel: 'slide' | 'page';
  /** Name of the group of dots, e.g. "Choose a slide". */
  label: string;
  tone?: 'light' | 'dark';
  className?: string;
};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Dots that select a slide or page; the current one is marked with aria-current. */
export function CarouselDots({
  targets,
  current,
  onSelect,
  itemLabel,
  label,
  tone = 'dark',
  className,
}: CarouselDotsProps) {
  if (targets.length < 2) return null;
  return (
    <div
      role="group"
      aria-label={label}
      className={`${styles.dots} ${styles[tone]} ${className ?? ''}`}
    >
      {targets.map((id, index) => (
        <a
          key={id}
          href={`#${id}`}
          aria-label={`Go to ${itemLabel} ${index + 1}`}
          aria-current={index === current ? 'true' : undefined}
          onClick={(event) => {
            if (!onSelect || !isPlainClick(event)) return;
            // The track scrolls by itself: the page stays where it is and the URL keeps its hash.
            event.preventDefault();
            onSelect(index);
          }}
        />
      ))}
    </div>
  );
}
