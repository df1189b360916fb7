'use client';

import { startTransition, useDeferredValue, useEffect, useRef, useState } from 'react';
import { AutoplayToggle, type AutoplayIcons } from '@/components/marketing/autoplay-toggle';
import { useAutoplay } from '@/components/marketing/use-autoplay';
import { CarouselDots } from '@/components/ui/carousel-dots';
import { useSnapTrack } from '@/components/ui/use-snap-track';
import { HERO_INTERVAL_MS, nextIndex } from '@/lib/carousel';
import { LaterArtWanted } from './later-art';
import styles from './hero.module.css';

type HeroCarouselProps = {
  /** The slides' ids, in order: each dot links to its slide. */
  slideIds: readonly string[];
  /** The slides, from the server. */
  children: React.ReactNode;
  /** The call to action shown over every slide, above the controls. */
  action: React.ReactNode;
  /** The pause button's icons, from the server. */
  toggleIcons: AutoplayIcons;
};

/**
 * The hero's track and controls. The slides are a native scroll-snap track, so swiping and the
 * dots (links to each slide) work from the first paint. The scripts add the rotation and its pause
 * button, smooth dot scrolling that leaves the page and URL alone, and keep the dots and the
 * slides' inertness in step with the slide in view, starting from the one the visitor chose.
 */
export function HeroCarousel({ slideIds, children, action, toggleIcons }: HeroCarouselProps) {
  const heroRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const { position, show } = useSnapTrack(trackRef);
  const index = position?.page ?? 0;
  // The slides' inertness follows a chosen slide in a render of its own, after the frame that
  // answers the tap. The rotation's new wait does not: it starts in the tap's own commit, or a
  // wait ending before the deferred render would carry the carousel past the slide just chosen.
  const settled = useDeferredValue(position);

  // The later slides' artwork (LaterArt) is asked for once one of them is on its way: a later
  // slide is in view (the visitor swiped or followed a dot before the scripts came), the visitor
  // reaches for the carousel (a pointer over it or pressed on it, focus inside it), or the
  // rotation is halfway to its next slide. A phone loading the page does not build it meanwhile.
  // It comes in renders of their own, which a tap does not wait for: a finger's pointer enters
  // and presses as it touches a dot, and the frame that answers the tap (the dot marked, the
  // scroll started) comes before the slides' pictures.
  const [laterArt, setLaterArt] = useState(false);
  const wantLaterArt = () => startTransition(() => setLaterArt(true));
  const artWanted = useDeferredValue(laterArt || index > 0);

  const { stopped, toggle, containerProps } = useAutoplay(heroRef, {
    delay: HERO_INTERVAL_MS,
    advance: () => show(nextIndex(index, slideIds.length)),
    position: index,
    halfway: () => setLaterArt(true),
  });

  // Only the slide in view is reachable once the scripts follow the track. Before, every slide
  // is, so that a slide a dot's link brought into view works.
  useEffect(() => {
    if (!settled) return;
    Array.from(trackRef.current?.children ?? [], (slide, i) => {
      (slide as HTMLElement).inert = i !== settled.page;
    });
  }, [settled]);

  return (
    <section
      ref={heroRef}
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Highlights"
      {...containerProps}
      onPointerEnter={(event) => {
        wantLaterArt();
        containerProps.onPointerEnter(event);
      }}
      onPointerDown={wantLaterArt}
      onFocus={() => {
        wantLaterArt();
        containerProps.onFocus();
      }}
    >
      {/* Focusable: the slides hold no link (GET STARTED is over them), and the keyboard's arrows
          scroll a focused track a slide at a time. */}
      <div ref={trackRef} className={styles.track} tabIndex={0}>
        <LaterArtWanted value={artWanted}>{children}</LaterArtWanted>
      </div>
      <div className={`container ${styles.overlay}`}>
        {action}
        <div className={styles.controls}>
          <AutoplayToggle
            stopped={stopped}
            icons={toggleIcons}
            onToggle={toggle}
            what="slideshow"
            tone="light"
          />
          <CarouselDots
            targets={slideIds}
            current={index}
            onSelect={show}
            itemLabel="slide"
            tone="light"
          />
        </div>
      </div>
    </section>
  );
}
