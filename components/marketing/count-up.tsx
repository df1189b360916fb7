'use client';

import { useEffect, useRef, useState } from 'react';
import { REDUCED_MOTION } from '@/components/ui/use-media-query';

const DURATION_MS = 1200;

/**
 * Renders the final value (so it is in the static HTML), then, only when motion is welcome and
 * the number scrolls into view for the first time, counts up to it.
 */
export function CountUp({ value }: { value: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia(REDUCED_MOTION).matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      observer.disconnect();
      // Already on screen at load: leave the number alone rather than flash it back to zero.
      if (entry.isIntersecting) return;
      const rest = new IntersectionObserver(([seen]) => {
        if (!seen?.isIntersecting) return;
        rest.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / DURATION_MS);
          setShown(Math.round(value * (1 - (1 - progress) ** 3)));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        setShown(0);
        frame = requestAnimationFrame(tick);
      });
      rest.observe(el);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return <span ref={ref}>{shown}</span>;
}
