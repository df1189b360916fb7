'use client';

import { Children, useRef } from 'react';
import { CarouselDots } from '@/components/ui/carousel-dots';
import { useSnapTrack } from '@/components/ui/use-snap-track';
import { firstItemOfPage, itemId, pageOfItem, pageStarts } from '@/lib/carousel';
import styles from './snap-carousel.module.css';

type SnapCarouselProps = {
  /** Names the carousel, e.g. "Our services". */
  label: string;
  /** Prefix of the items' ids, which the dots link to: "services" gives services-1, services-2... */
  idPrefix: string;
  /** Items per page on wide screens (fewer on narrow ones, set in CSS); 1 for items that are pages. */
  perPage: 1 | 3;
  /** Make the track itself focusable when the cards hold no links to tab to. */
  focusableTrack?: boolean;
  /** Lays out each item's content (the item is the page when its content is a page of cards). */
  itemClassName?: string;
  children: React.ReactNode;
};

/**
 * The page sizes the CSS lays a track out in, each with the class that shows its dots in the same
 * screen widths. The server cannot know the screen, so every size has its dots in the HTML.
 */
const LAYOUTS = {
  1: [{ perPage: 1, className: '' }],
  3: [
    { perPage: 1, className: styles.narrow },
    { perPage: 2, className: styles.medium },
    { perPage: 3, className: styles.wide },
  ],
} as const;

/**
 * A CSS scroll-snap track with dots that select a page. Swiping is native, and each dot is a link
 * to its page's first item, so both work from the first paint. The scripts measure the layout and
 * the page in view (where the visitor left it), keep the dots in step as the track is swiped, and
 * make a dot scroll the track smoothly without moving the page or changing the URL.
 */
export function SnapCarousel({
  label,
  idPrefix,
  perPage,
  focusableTrack = false,
  itemClassName,
  children,
}: SnapCarouselProps) {
  const items = Children.toArray(children);
  const trackRef = useRef<HTMLUListElement>(null);
  const { position, show } = useSnapTrack(trackRef);
  const firstShown = position ? firstItemOfPage(position.page, position.perView) : 0;

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <ul
        ref={trackRef}
        className={`${styles.track} ${perPage === 3 ? styles.thirds : styles.whole}`}
        tabIndex={focusableTrack ? 0 : undefined}
      >
        {items.map((item, index) => (
          <li
            key={index}
            id={itemId(idPrefix, index)}
            className={itemClassName ? `${styles.item} ${itemClassName}` : styles.item}
          >
            {item}
          </li>
        ))}
      </ul>
      {LAYOUTS[perPage].map((layout) => {
        const starts = pageStarts(items.length, layout.perPage);
        // The measured layout's page is exact (a last page may start before its first item).
        const current =
          position?.perView === layout.perPage
            ? position.page
            : pageOfItem(firstShown, layout.perPage, items.length);
        return (
          <CarouselDots
            key={layout.perPage}
            targets={starts.map((item) => itemId(idPrefix, item))}
            current={current}
            onSelect={(page) => show(starts[page] ?? 0)}
            itemLabel="page"
            className={`${styles.dots} ${layout.className}`}
          />
        );
      })}
    </div>
  );
}
