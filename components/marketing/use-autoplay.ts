'use client';

import {
  startTransition,
  useCallback,
  useEffect,
  useEffectEvent,
  useState,
  type FocusEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { REDUCED_MOTION, useMediaQuery } from '@/components/ui/use-media-query';

type Autoplay = {
  /** Milliseconds an item stays before the next. */
  delay: number;
  /** Shows the next item. */
  advance: () => void;
  /** The item shown: any change, the visitor's or the advance's, restarts the wait. */
  position: number;
};

/**
 * Automatic advance: what the scripts add to a carousel or rotator that works without them. It
 * pauses while a hovering pointer is over the container or focus is inside it (both adopted as the
 * scripts arrive, since the visitor may already be there), stays off under
 * prefers-reduced-motion, and the visitor can stop it for good (WCAG 2.2.2).
 */
export function useAutoplay(
  containerRef: RefObject<HTMLElement | null>,
  { delay, advance, position }: Autoplay,
) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const running = !reducedMotion && !stopped && !hovered && !focused;
  const onTime = useEffectEvent(advance);

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
    if (!running) return;
    const timer = window.setTimeout(onTime, delay);
    return () => window.clearTimeout(timer);
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

  return { running, stopped, toggle, containerProps };
}
