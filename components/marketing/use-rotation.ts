'use client';

import { useCallback, useEffect, useState, type FocusEvent, type PointerEvent } from 'react';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { nextIndex } from '@/lib/carousel';

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Automatic rotation through `count` items every `delay` ms. It pauses while the pointer is over
 * the container or focus is inside it, stays off under prefers-reduced-motion, and can be stopped
 * by the visitor. Choosing an item restarts the wait.
 */
export function useRotation(count: number, delay: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const running = count > 1 && !reducedMotion && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count)), delay);
    return () => window.clearTimeout(timer);
  }, [running, index, count, delay]);

  const containerProps = {
    onPointerEnter: (event: PointerEvent) => {
      // A finger "enters" on tap and may never leave; only a hovering pointer pauses.
      if (event.pointerType !== 'touch') setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  const select = useCallback((i: number) => setIndex(i), []);
  const toggle = useCallback(() => setStopped((was) => !was), []);

  return { index, select, stopped, toggle, reducedMotion, containerProps };
}
