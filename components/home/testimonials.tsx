import { SnapCarousel } from '@/components/marketing/snap-carousel';
import { Icon } from '@/components/ui/icon';
import type { Testimonial } from '@/content/testimonials';
import { StarRating } from './star-rating';
import styles from './testimonials.module.css';

/** Two testimonials a page on wide screens, one on phones, pages chosen by dots. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <SnapCarousel label="Testimonials" perPage={2} focusableTrack>
      {items.map((item) => (
        <figure key={item.name} className={styles.card}>
          <Icon name="quote" size={32} className={styles.quote} />
          <StarRating rating={item.rating} />
          <blockquote className={styles.feedback}>
            <p>{item.feedback}</p>
          </blockquote>
          <figcaption className={styles.author}>
            <span className={styles.avatar} aria-hidden="true">
              {item.name.replace(/[^A-Z]/g, '')}
            </span>
            <span>
              <span className={styles.name}>{item.name}</span>
              <span className={styles.role}>{item.role}</span>
            </span>
          </figcaption>
        </figure>
      ))}
    </SnapCarousel>
  );
}
