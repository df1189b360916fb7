'use client';

import { useEffect, useState } from 'react';
import { BrandMark } from './brand-mark';
import styles from './floating.module.css';

/**
 * The page is already in the static HTML underneath; this overlay only covers it until
 * hydration and clears on a zero-delay timer. Without JavaScript a CSS animation clears it.
 */
export function LoadingScreen() {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), 0);
    return () => window.clearTimeout(timer);
  }, []);
  if (!loading) return null;
  return (
    <div className={styles.loader} role="status" aria-label="Loading">
      <BrandMark size={48} className={styles.loaderMark} />
    </div>
  );
}
