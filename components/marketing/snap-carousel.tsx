'use client';

import { Children, useCallback, useEffect, useRef, useState } from 'react';
import { CarouselDots } from '@/components/ui/carousel-dots';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { firstItemOfPage, itemsPerPage, pageAtScroll, pageCount } from '@/lib/carousel';
import { REDUCED_MOTION } from './use-rotation';
import styles from './snap-carousel.module.css';

type SnapCarouselProps = {
  /** Names the carousel, e.g. "Our services". */
  label: string;
  /** Items per page on wide screens (fewer on narrow ones, set in CSS); 1 for items that are pages. */
  perPage: 1 | 3;
  /** Make the track itself focusable when the cards hold no links to tab to. */
  focusableTrack?: boolean;
  children: React.ReactNode;
};

/**
 * A CSS scroll-snap track (swipe and scroll are native) with dots that select a page. The cards
 * are plain HTML from the server; this only measures pages and moves the track.
 */
export function SnapCarousel({
  label,
  perPage,
  focusableTrack = false,
  children,
}: SnapCarouselProps) {
  const items = Children.toArray(children);
  const trackRef = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState<number>(perPage);
  const [page, setPage] = useState(0);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const pages = pageCount(items.length, shown);

  const measure = useCallback(() => {
    const track = trackRef.current;
    const first = track?.children[0] as HTMLElement | undefined;
    if (!track || !first) return;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    const perView = itemsPerPage(track.clientWidth, first.offsetWidth, gap);
    setShown(perView);
    setPage(
      pageAtScroll({
        scrollLeft: track.scrollLeft,
        maxScroll: track.scrollWidth - track.clientWidth,
        pageWidth: perView * (first.offsetWidth + gap),
        pages: pageCount(track.children.length, perView),
      }),
    );
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure]);

  function goTo(target: number) {
    const track = trackRef.current;
    const item = track?.children[firstItemOfPage(target, shown)] as HTMLElement | undefined;
    const first = track?.children[0] as HTMLElement | undefined;
    if (!track || !item || !first) return;
    setPage(target);
    track.scrollTo({
      left: item.offsetLeft - first.offsetLeft,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  }

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
        onScroll={measure}
      >
        {items.map((item, index) => (
          <li key={index} className={styles.item}>
            {item}
          </li>
        ))}
      </ul>
      <CarouselDots
        count={pages}
        current={page}
        onSelect={goTo}
        itemLabel="page"
        label={`Choose a page of ${label.toLowerCase()}`}
        className={styles.dots}
      />
    </div>
  );
}
