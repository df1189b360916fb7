'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { afterNextFrame } from '@/lib/after-frame';
import { pageAtScroll } from '@/lib/carousel';
import { REDUCED_MOTION } from './use-media-query';

/** A swipe has settled once the track has not moved for this long (for browsers without scrollend). */
const SETTLE_MS = 100;
/** What the visitor does to take the track over from a scroll `show` started. */
const TAKE_OVER = ['pointerdown', 'wheel', 'keydown'] as const;

export type TrackPosition = {
  /** The page in view: each of the track's children is one page. */
  page: number;
};

const maxScroll = (track: HTMLElement) => track.scrollWidth - track.clientWidth;

/** Where `track` stands, or would stand scrolled to `scrollLeft`. */
function positionOf(track: HTMLElement, scrollLeft = track.scrollLeft): TrackPosition | null {
  const first = track.firstElementChild as HTMLElement | null;
  if (!first) return null;
  const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
  const page = pageAtScroll({
    scrollLeft,
    maxScroll: maxScroll(track),
    pageWidth: first.offsetWidth + gap,
    pages: track.children.length,
  });
  return { page };
}

const same = (a: TrackPosition | null, b: TrackPosition | null) => a?.page === b?.page;

/**
 * Follows a horizontal scroll-snap track whose children are its pages. It adopts wherever the
 * track already is (a dot's link or a swipe before the scripts ran), keeps the page in view in
 * step as the visitor swipes or the layout changes, and `show(page)` scrolls the track itself to
 * a page: the document does not move and the URL is left alone. `position` is null until measured,
 * as in the server's HTML.
 */
export function useSnapTrack(trackRef: RefObject<HTMLElement | null>) {
  const [position, setPosition] = useState<TrackPosition | null>(null);
  // Where `show` is scrolling the track: the page shown is already its, so the positions the
  // track passes on the way are not.
  const heading = useRef<number | null>(null);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    if (heading.current !== null) {
      if (Math.abs(track.scrollLeft - heading.current) > 1) return;
      heading.current = null;
    }
    const next = positionOf(track);
    if (next) setPosition((was) => (same(was, next) ? was : next));
  }, [trackRef]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let timer = 0;
    const settle = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, SETTLE_MS);
    };
    // The visitor took over, or the layout changed: where the track is, is what counts. (A
    // scroll's end is not enough: a scroll that `show` cut short ends too.)
    const adopt = () => {
      heading.current = null;
      measure();
    };
    const takeOver = () => (heading.current = null);
    // The first measure is never a read here: that would force a layout of the whole page, which
    // hydrating has just changed. The observer reports a track once the browser has laid it out
    // for a frame, so its reads are free then, and a track in a section that
    // `content-visibility: auto` skips (off screen) only when the visitor nears it. Measuring
    // such a track earlier lays out its whole section (a long task on a phone), which is only
    // worth it if the visitor may have moved it already: if they have moved through the page
    // (scrolled, or followed a link to a fragment), it is measured after the next frame.
    const cancelFirst =
      window.scrollY !== 0 || location.hash ? afterNextFrame(adopt) : () => undefined;
    const observer = new ResizeObserver(adopt);
    observer.observe(track);
    track.addEventListener('scroll', settle, { passive: true });
    track.addEventListener('scrollend', measure);
    for (const type of TAKE_OVER) track.addEventListener(type, takeOver, { passive: true });
    return () => {
      cancelFirst();
      window.clearTimeout(timer);
      observer.disconnect();
      track.removeEventListener('scroll', settle);
      track.removeEventListener('scrollend', measure);
      for (const type of TAKE_OVER) track.removeEventListener(type, takeOver);
    };
  }, [trackRef, measure]);

  const show = useCallback(
    (page: number) => {
      const track = trackRef.current;
      const first = track?.firstElementChild as HTMLElement | null;
      const target = track?.children[page] as HTMLElement | undefined;
      if (!track || !first || !target) return;
      const left = Math.min(target.offsetLeft - first.offsetLeft, maxScroll(track));
      const next = positionOf(track, left);
      if (next) setPosition(next);
      if (Math.abs(track.scrollLeft - left) <= 1) {
        // Already there, but the smooth scroll of an earlier `show` may not have moved the track
        // yet: stop it, or it carries the track on to the page chosen before this one.
        heading.current = null;
        track.scrollTo({ left, behavior: 'instant' });
        return;
      }
      heading.current = left;
      track.scrollTo({
        left,
        behavior: window.matchMedia(REDUCED_MOTION).matches ? 'instant' : 'smooth',
      });
    },
    [trackRef],
  );

  return { position, show };
}
