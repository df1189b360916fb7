'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import type { BlogPost } from '@/lib/server/content/articles';
import { blogPageFromHash, blogPageId, pagesOf } from '@/lib/blog';
import { prefersReducedMotion } from '@/lib/scroll';
import { Pagination } from './pagination';
import { PostCardGrid } from './post-card';
import { useChosenPage } from './use-chosen-page';
import { useShuffledAfterHydration } from './use-shuffled-after-hydration';
import styles from './blog-list.module.css';

const hrefFor = (page: number) => `#${blogPageId(page)}`;

/**
 * The /blogs list: six cards a page, starting at page 1, shuffled once after hydration. Every
 * page is in the HTML as a section with its own id and pager, whose links name the other pages
 * (`#blog-page-2`): before and without scripts the browser follows them and CSS shows the page
 * the address names; once the scripts run, the page the address names is shown, the others are
 * `hidden`, and choosing a page scrolls to the list and focuses its heading.
 */
export function BlogList({ posts }: { posts: readonly BlogPost[] }) {
  const pages = pagesOf(useShuffledAfterHydration(posts));
  const current = useChosenPage(pages.length);
  const list = useRef<HTMLDivElement>(null);
  const shown = useRef<number | null>(null);
  // The page a pager link was followed to: its change scrolls to the list (Back and Forward
  // leave the scrolling to the browser).
  const followed = useRef<number | null>(null);

  useEffect(() => {
    const before = shown.current;
    shown.current = current;
    // The page the scripts found on show is not a change: focus and scrolling stay.
    if (current === null || before === null || before === current) return;
    // The focused link was on the page now hidden: keyboard and screen reader users land on the
    // new page's heading.
    const heading = document.getElementById(`${blogPageId(current)}-title`);
    heading?.focus({ preventScroll: true });
    if (followed.current === current) {
      list.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
    followed.current = null;
  }, [current]);

  function noteFollowedLink(event: MouseEvent) {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const page = link ? blogPageFromHash(new URL(link.href).hash, pages.length) : null;
    if (page !== null && page !== current) followed.current = page;
  }

  return (
    <div
      ref={list}
      className={styles.list}
      data-enhanced={current === null ? undefined : ''}
      onClick={noteFollowedLink}
    >
      {pages.map((items, index) => {
        const page = index + 1;
        const id = blogPageId(page);
        return (
          <section
            key={id}
            id={id}
            aria-labelledby={`${id}-title`}
            className={styles.page}
            hidden={current !== null && current !== page}
          >
            <h2 id={`${id}-title`} tabIndex={-1} className="visually-hidden">
              Articles, page {page} of {pages.length}
            </h2>
            <PostCardGrid posts={items} eagerCount={page === 1 ? 3 : 0} stableCells />
            <Pagination page={page} pageCount={pages.length} hrefFor={hrefFor} label="Blog pages" />
          </section>
        );
      })}
    </div>
  );
}
