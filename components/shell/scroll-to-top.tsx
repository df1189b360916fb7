'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion, showScrollTopButton } from '@/lib/scroll';
import styles from './floating.module.css';

/** `children`: the button's icon, rendered by the server (components/ui/icon.tsx says why). */
export function ScrollToTop({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  // Chrome abandons a smooth scroll when the button that started it changes mid-way, so the
  // button keeps its state until the page is back at the top.
  const returning = useRef(false);

  useEffect(() => {
    function update() {
      if (returning.current && window.scrollY > 0) return;
      returning.current = false;
      setVisible(showScrollTopButton(window.scrollY));
    }
    // If the visitor takes over mid-way, the scroll ends elsewhere: follow the page again.
    function settle() {
      returning.current = false;
      update();
    }
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('scrollend', settle);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('scrollend', settle);
    };
  }, []);

  function scrollToTop() {
    returning.current = true;
    // Keyboard users land at the start of the page, not on a button that is about to hide.
    document.getElementById('main')?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }

  return (
    <button
      type="button"
      className={styles.scrollTop}
      hidden={!visible}
      aria-label="Scroll to top"
      onClick={scrollToTop}
    >
      {children}
    </button>
  );
}
