import { Fragment } from 'react';
import { SnapCarousel } from '@/components/marketing/snap-carousel';
import type { Testimonial } from '@/content/testimonials';
import { inGroupsOf, TESTIMONIALS_PER_PAGE } from '@/lib/carousel';
import { StarRating } from './star-rating';
import styles from './testimonials.module.css';

/** Two testimonials a page on every screen (stacked on phones), pages chosen by dots. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <SnapCarousel
      label="Testimonials"
      idPrefix="testimonials"
      focusableTrack
      pageClassName={styles.page}
    >
      {inGroupsOf(items, TESTIMONIALS_PER_PAGE).map((group) => (
        <Fragment key={group[0]?.name}>
          {group.map((item) => (
            <TestimonialCard key={item.name} item={item} />
          ))}
        </Fragment>
      ))}
    </SnapCarousel>
  );
}

function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <figure className={styles.card}>
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
  );
}
