import { Icon } from '@/components/ui/icon';
import styles from './testimonials.module.css';

const MAX_STARS = 5;

/** Stars for sighted readers, one sentence for everyone else. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className={styles.stars} role="img" aria-label={`Rated ${rating} out of ${MAX_STARS}`}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <Icon key={i} name="star" size={18} className={i < rating ? styles.filled : styles.empty} />
      ))}
    </p>
  );
}
