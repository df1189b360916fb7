import { iconPaths } from '@/components/ui/icon-paths';
import styles from './testimonials.module.css';

const MAX_STARS = 5;
/** Each star's box in the icon grid, and the gap between stars, in the same units. */
const STAR = 24;
const GAP = 3;
const WIDTH = MAX_STARS * STAR + (MAX_STARS - 1) * GAP;
/** Rendered star height in CSS pixels. */
const SIZE = 18;

/** Stars for sighted readers, one sentence for everyone else; one `<svg>` for the whole row. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className={styles.stars} role="img" aria-label={`Rated ${rating} out of ${MAX_STARS}`}>
      <svg
        viewBox={`0 0 ${WIDTH} ${STAR}`}
        width={(WIDTH * SIZE) / STAR}
        height={SIZE}
        className="icon"
        aria-hidden="true"
      >
        {Array.from({ length: MAX_STARS }, (_, i) => (
          <path
            key={i}
            d={iconPaths.star}
            transform={i ? `translate(${i * (STAR + GAP)})` : undefined}
            className={i < rating ? styles.filled : styles.empty}
          />
        ))}
      </svg>
    </p>
  );
}
