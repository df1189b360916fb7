'use client';

import { useRef, useState } from 'react';
import type { BlogPost } from '@/lib/server/content/articles';
import { paginate } from '@/lib/blog';
import { prefersReducedMotion } from '@/lib/scroll';
import { Pagination } from './pagination';
import { PostCardGrid } from './post-card';
import { useShuffledAfterHydration } from './use-shuffled-after-hydration';
import styles from './blog-list.module.css';

/** The /blogs list: shuffled once after hydration, six cards a page, starting at page 1. */
export function BlogList({ posts }: { posts: readonly BlogPost[] }) {
  const shuffled = useShuffledAfterHydration(posts);
  const [requestedPage, setRequestedPage] = useState(1);
  const { items, page, pageCount } = paginate(shuffled, requestedPage);
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function goTo(next: number) {
    setRequestedPage(next);
    // Keyboard and screen reader users land on the new page's heading, not on a stale button.
    headingRef.current?.focus({ preventScroll: true });
    listRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }

  return (
    <div ref={listRef} className={styles.list}>
      <h2 ref={headingRef} tabIndex={-1} className="visually-hidden">
        Articles, page {page} of {pageCount}
      </h2>
      <PostCardGrid posts={items} eagerCount={3} stableCells />
      <Pagination page={page} pageCount={pageCount} onPageChange={goTo} label="Blog pages" />
    </div>
  );
}
