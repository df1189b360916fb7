'use client';

import { useEffect, useRef, useState } from 'react';
import { heroVisible } from '@/lib/scroll';
import styles from './page-hero.module.css';

/** Fades its children out when the visitor scrolls down past 540 px, and back in on scroll up. */
export function ScrollFade({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  const [visible, setVisible] = useState(true);
  const lastY = useRef(0);

  useEffect(() => {
    function onScroll() {
      const y = window.scrollY;
      // Read the previous position now: the updater runs later, after lastY has moved on.
      const previous = lastY.current;
      lastY.current = y;
      setVisible((was) => heroVisible(previous, y, was));
    }
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <div className={`${styles.fade} ${className ?? ''}`} data-visible={visible}>
      {children}
    </div>
  );
}
