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
  tone = 'dark',
  className,
}: CarouselDotsProps) {
  if (targets.length < 2) return null;
  return (
    // No group role or name of their own: each dot's name says what it does, inside its named
    // carousel, and the home page's first flight has no bytes to spare.
    <div className={[styles.dots, styles[tone], className].filter(Boolean).join(' ')}>
      {targets.map((id, index) => (
        <a
          key={id}
          href={`#${id}`}
          aria-current={index === current ? 'true' : undefined}
          onClick={(event) => {
            if (!onSelect || !isPlainClick(event)) return;
            // The track scrolls by itself: the page stays where it is and the URL keeps its hash.
            event.preventDefault();
            onSelect(index);
          }}
        >
          {/* The dot's name, as text rather than an attribute (fewer bytes), kept out of sight. */}
          {`Go to ${itemLabel} ${index + 1}`}
        </a>
      ))}
    </div>
  );
}
