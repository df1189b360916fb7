'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Swiper } from 'swiper';
import { CarouselDots } from '@/components/ui/carousel-dots';
import { AutoplayToggle } from '@/components/marketing/autoplay-toggle';
import { REDUCED_MOTION, useRotation } from '@/components/marketing/use-rotation';
import { HERO_INTERVAL_MS } from '@/lib/carousel';
import styles from './hero.module.css';

type HeroCarouselProps = { count: number; children: React.ReactNode };

/** Swiper is fetched this long before the first automatic slide change needs it. */
const PREFETCH_LEAD_MS = 2000;

/**
 * Rotation, dots and the pause button. The first slide paints from the static HTML; Swiper (touch
 * swipe and transitions) is fetched only when it is first needed: the visitor
 * touches, hovers or focuses the hero, changes slide, or the first automatic change is near.
 * So it never competes with the first screen for a slow phone's bandwidth.
 */
export function HeroCarousel({ count, children }: HeroCarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const { index, select, stopped, toggle, reducedMotion, containerProps } = useRotation(
    count,
    HERO_INTERVAL_MS,
  );
  // Where Swiper should start if it arrives after the visitor has already changed slide.
  const indexRef = useRef(index);
  const [needed, setNeeded] = useState(false);
  const want = useCallback(() => setNeeded(true), []);
  // A slide change (a dot, the rotation) needs Swiper too; once needed, it stays.
  if (index !== 0 && !needed) setNeeded(true);

  useEffect(() => {
    if (needed || stopped || reducedMotion) return;
    const timer = window.setTimeout(want, HERO_INTERVAL_MS - PREFETCH_LEAD_MS);
    return () => window.clearTimeout(timer);
  }, [needed, stopped, reducedMotion, want]);

  useEffect(() => {
    if (!needed) return;
    let cancelled = false;
    import('swiper').then(({ Swiper }) => {
      const el = viewportRef.current;
      if (cancelled || !el) return;
      swiperRef.current = new Swiper(el, {
        wrapperClass: styles.track,
        slideClass: styles.slide,
        initialSlide: indexRef.current,
        speed: window.matchMedia(REDUCED_MOTION).matches ? 0 : 700,
        rewind: true,
        on: { slideChange: (swiper) => select(swiper.activeIndex) },
      });
    });
    return () => {
      cancelled = true;
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [needed, select]);

  useEffect(() => {
    indexRef.current = index;
    const swiper = swiperRef.current;
    if (swiper && swiper.activeIndex !== index) swiper.slideTo(index);
    const slides = viewportRef.current?.querySelectorAll<HTMLElement>(`.${styles.slide}`) ?? [];
    slides.forEach((slide, i) => {
      slide.inert = i !== index;
    });
  }, [index]);

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Highlights"
      {...containerProps}
      onPointerEnter={(event) => {
        want();
        containerProps.onPointerEnter(event);
      }}
      onFocus={() => {
        want();
        containerProps.onFocus();
      }}
      onTouchStart={want}
    >
      <div ref={viewportRef} className={styles.viewport}>
        <div className={styles.track}>{children}</div>
      </div>
      <div className={`container ${styles.controls}`}>
        <AutoplayToggle stopped={stopped} onToggle={toggle} what="slideshow" tone="light" />
        <CarouselDots
          count={count}
          current={index}
          onSelect={select}
          itemLabel="slide"
          label="Choose a slide"
          tone="light"
        />
      </div>
    </section>
  );
}
