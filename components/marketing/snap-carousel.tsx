'use client';

import { Children, useRef } from 'react';
import { CarouselDots } from '@/components/ui/carousel-dots';
import { useSnapTrack } from '@/components/ui/use-snap-track';
import { itemId } from '@/lib/carousel';
import styles from './snap-carousel.module.css';

type SnapCarouselProps = {
  /** Names the carousel, e.g. "Our services". */
  label: string;
  /** Prefix of the pages' ids, which the dots link to: "services" gives services-1, services-2... */
  idPrefix: string;
  /** Make the track itself focusable when the cards hold no links to tab to. */
  focusableTrack?: boolean;
  /** Lays out each page's cards. */
  pageClassName?: string;
  /** One child per page. */
  children: React.ReactNode;
};

/**
 * A CSS scroll-snap track of pages, with dots that select one. Swiping is native, and each dot is a
 * link to its page, so both work from the first paint. The scripts find the page in view (where
 * the visitor left it), keep the dots in step as the track is swiped, and make a dot scroll the
 * track smoothly without moving the page or changing the URL.
 */
export function SnapCarousel({
  label,
  idPrefix,
  focusableTrack = false,
  pageClassName,
  children,
}: SnapCarouselProps) {
  const pages = Children.toArray(children);
  const trackRef = useRef<HTMLUListElement>(null);
  const { position, show } = useSnapTrack(trackRef);

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <ul ref={trackRef} className={styles.track} tabIndex={focusableTrack ? 0 : undefined}>
        {pages.map((page, index) => (
          <li
            key={index}
            id={itemId(idPrefix, index)}
            className={[styles.item, pageClassName].filter(Boolean).join(' ')}
          >
            {page}
          </li>
        ))}
      </ul>
      <CarouselDots
        targets={pages.map((_, index) => itemId(idPrefix, index))}
        current={position?.page ?? 0}
        onSelect={show}
        itemLabel="page"
        className={styles.dots}
      />
    </div>
  );
}
