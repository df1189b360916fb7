'use client';

import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { prefersReducedMotion, showScrollTopButton } from '@/lib/scroll';
import styles from './floating.module.css';

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(showScrollTopButton(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      className={styles.scrollTop}
      hidden={!visible}
      aria-label="Scroll to top"
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
    >
      <Icon name="arrowUp" size={22} />
    </button>
  );
}
