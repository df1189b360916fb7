import type { CSSProperties } from 'react';
import styles from './testimonials.module.css';

const MAX_STARS = 5;

/**
 * Stars for sighted readers, one sentence for everyone else. The row is drawn by CSS
 * (testimonials.module.css): five stars as a mask over a bar filled up to the rating, so the page
 * carries no drawing per testimonial.
 */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p
      className={styles.stars}
      role="img"
      aria-label={`Rated ${rating} out of ${MAX_STARS}`}
      style={{ '--stars': rating } as CSSProperties}
    />
  );
}
