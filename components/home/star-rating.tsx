import styles from './testimonials.module.css';

const MAX_STARS = 5;
/** Each star's box in the icon grid, and the gap between stars, in the same units. */
const STAR = 24;
const GAP = 3;
const WIDTH = MAX_STARS * STAR + (MAX_STARS - 1) * GAP;
/** Rendered star height in CSS pixels. */
const SIZE = 18;
/**
 * The icon set's star (`iconPaths.star`), drawn from its top point (12, 3) in relative moves, so
 * that one path can repeat it along the row: after its `z` the pen is back at the top point, and
 * `m27 0` moves it to the next star's.
 */
export const STAR_OUTLINE = 'l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2-4.5-4.4 6.2-.9z';

/** One path with `count` stars side by side, the first in the row's `first` place. */
export function starRow(first: number, count: number): string {
  const step = STAR + GAP;
  return `M${12 + first * step} 3${STAR_OUTLINE}${`m${step} 0${STAR_OUTLINE}`.repeat(count - 1)}`;
}

/**
 * Stars for sighted readers, one sentence for everyone else; one `<svg>` for the whole row, with
 * one path for the filled stars and one for the rest.
 */
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
        {rating > 0 && <path d={starRow(0, rating)} className={styles.filled} />}
        {rating < MAX_STARS && (
          <path d={starRow(rating, MAX_STARS - rating)} className={styles.empty} />
        )}
      </svg>
    </p>
  );
}
