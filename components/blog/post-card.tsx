import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import type { IconName } from '@/components/ui/icon-paths';
import type { BlogPost } from '@/lib/server/content/articles';
import { SafeImage } from '@/components/ui/safe-image';
import styles from './post-card.module.css';

/**
 * A blog card. The title link stretches over the whole card, so the card has one link, named by
 * the title and the card's "Read More" (a screen reader hears "Business of Growth Read More" once,
 * not the label again on its own), and nothing interactive is nested inside it.
 */
type PostCardProps = {
  post: BlogPost;
  icons: CardIcons;
  /** Load the image at once (the card is in the first screen). */
  eager?: boolean;
  /** The first card's image, likely the largest paint: fetched before the others. */
  lead?: boolean;
};

/**
 * The icons cards show, drawn by the server (card-icons.tsx): each article's, as the picture's
 * stand-in and beside its label, "Read More"'s arrow, and the pager's Prev and Next.
 */
export type CardIcons = {
  byName: Partial<Record<IconName, { picture: ReactNode; label: ReactNode }>>;
  more: ReactNode;
  prev: ReactNode;
  next: ReactNode;
};

export function PostCard({ post, icons, eager = false, lead = false }: PostCardProps) {
  const icon = icons.byName[post.icon];
  const linkId = `post-${post.id}-link`;
  const moreId = `post-${post.id}-more`;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {icon?.picture}
        <SafeImage
          src={post.image}
          alt=""
          width={800}
          height={450}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={lead ? 'high' : undefined}
          className={styles.image}
          // The cards' one file holds every article's picture, one under the other: this moves
          // the card's own into its frame.
          style={post.imagePosition ? { objectPosition: post.imagePosition } : undefined}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.label}>
          <span className={styles.icon}>{icon?.label}</span>
          {post.label}
        </p>
        <h3 className={styles.title}>
          <SiteLink
            href={`/blog/${post.id}`}
            className={styles.link}
            id={linkId}
            aria-labelledby={`${linkId} ${moreId}`}
          >
            {post.title}
          </SiteLink>
        </h3>
        <p className={styles.description}>{post.description}</p>
        <span className={styles.more} id={moreId} aria-hidden="true">
          Read More
          {icons.more}
        </span>
      </div>
    </article>
  );
}

/**
 * Cards in a responsive grid: the blog list and an article's related posts. `eagerCount` cards
 * load their image at once: the first row is in the first screen, where lazy loading only
 * delays the largest paint.
 */
type PostCardGridProps = {
  posts: readonly BlogPost[];
  icons: CardIcons;
  eagerCount?: number;
  /**
   * Keep each grid cell in place when the order changes (a list shuffled after hydration, where
   * its inline script did not run): cells then get new content instead of moving, which is not a
   * layout shift.
   */
  stableCells?: boolean;
};

export function PostCardGrid({
  posts,
  icons,
  eagerCount = 0,
  stableCells = false,
}: PostCardGridProps) {
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={stableCells ? index : post.id}>
          <PostCard
            post={post}
            icons={icons}
            eager={index < eagerCount}
            lead={index === 0 && eagerCount > 0}
          />
        </li>
      ))}
    </ul>
  );
}
