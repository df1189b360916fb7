'use client';

import { useEffect, useRef } from 'react';
import { useMediaQuery } from '@/components/ui/use-media-query';
import styles from './floating.module.css';

const TEXT_FIELDS = 'input, textarea, select, [contenteditable="true"]';

/** A ring that follows a fine pointer. Decorative: it never takes clicks or hides the real cursor. */
export function CustomCursor() {
  const ref = useRef<HTMLDivElement>(null);
  const enabled = useMediaQuery('(pointer: fine) and (prefers-reduced-motion: no-preference)');

  useEffect(() => {
    if (!enabled) return;
    function onMove(event: PointerEvent) {
      const ring = ref.current;
      if (!ring || event.pointerType !== 'mouse') return;
      const overField = event.target instanceof Element && event.target.closest(TEXT_FIELDS);
      ring.style.opacity = overField ? '0' : '0.55';
      ring.style.transform = `translate3d(${event.clientX}px, ${event.clientY}px, 0)`;
    }
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => window.removeEventListener('pointermove', onMove);
  }, [enabled]);

  if (!enabled) return null;
  return <div ref={ref} className={styles.cursor} aria-hidden="true" data-testid="custom-cursor" />;
}
