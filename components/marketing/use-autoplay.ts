'use client';

import {
  startTransition,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { REDUCED_MOTION, useMediaQuery } from '@/components/ui/use-media-query';

type Autoplay = {
  /** Milliseconds an item stays before the next. */
  delay: number;
  /** Shows the next item. */
  advance: () => void;
  /** The item shown: any change, the visitor's or the advance's, restarts the wait. */
  position: number;
  /** Called halfway through each wait, to get the next item ready. */
  halfway?: () => void;
};

/**
 * The first wait of the item a page's HTML opened with. That item has been on show since the
 * first paint, before the scripts came: its wait counts from then, so that it stays `delay` ms
 * like every other however late the scripts are, but leaves at least half a wait for the next
 * item to get ready.
 */
function firstWait(delay: number) {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const shownFor = performance.now() - (paint?.startTime ?? 0);
  return Math.min(delay, Math.max(delay / 2, delay - shownFor));
}

/**
 * Automatic advance: what the scripts add to a carousel or rotator that works without them. It
 * pauses while a hovering pointer is over the container or focus is inside it (both adopted as the
 * scripts arrive, since the visitor may already be there), stays off under
 * prefers-reduced-motion, and the visitor can stop it for good (WCAG 2.2.2).
 */
export function useAutoplay(
  containerRef: RefObject<HTMLElement | null>,
  { delay, advance, position, halfway }: Autoplay,
) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const running = !reducedMotion && !stopped && !hovered && !focused;
  const onTime = useEffectEvent(advance);
  const onHalfway = useEffectEvent(() => halfway?.());
  // Whether the next wait is the first of the item in the page's HTML: not when the container
  // was drawn by a later navigation, nor once anything has restarted the wait.
  const hydrating = !useHydrated();
  const openingItem = useRef(hydrating);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    if (container.contains(document.activeElement)) setFocused(true);
    // A phone keeps :hover on whatever was last tapped; only a real hover pauses.
    if (window.matchMedia('(hover: hover)').matches && container.matches(':hover')) {
      setHovered(true);
    }
  }, [containerRef]);

  useEffect(() => {
    const opening = openingItem.current;
    openingItem.current = false;
    if (!running) return;
    const wait = opening ? firstWait(delay) : delay;
    const timers = [window.setTimeout(onHalfway, wait / 2), window.setTimeout(onTime, wait)];
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [running, delay, position]);

  // Pausing shows nothing: its render waits until the frame that answers a tap or a key is out.
  const containerProps = {
    onPointerEnter: (event: PointerEvent) => {
      // A finger "enters" on tap and may never leave; only a hovering pointer pauses.
      if (event.pointerType !== 'touch') startTransition(() => setHovered(true));
    },
    onPointerLeave: () => startTransition(() => setHovered(false)),
    onFocus: () => startTransition(() => setFocused(true)),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null))
        startTransition(() => setFocused(false));
    },
  };

  const toggle = useCallback(() => setStopped((was) => !was), []);

  return { stopped, toggle, containerProps };
}
