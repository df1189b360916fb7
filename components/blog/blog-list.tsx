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
 * the address names. Once the scripts run, the page the address names is shown and the others
 * are `hidden`; a pager link then adds its page to the history through the router (whose own
 * entries Back and Forward return to, also from an article), focuses the page's heading and
 * scrolls to the list.
 */
export function BlogList({ posts }: { posts: readonly BlogPost[] }) {
  const pages = pagesOf(useShuffledAfterHydration(posts));
  const [current, setCurrent] = useChosenPage(pages.length);
  const list = useRef<HTMLDivElement>(null);
  const shown = useRef<number | null>(null);
  // The page a pager link chose: its change scrolls to the list (Back and Forward leave the
  // scrolling to the browser).
  const followed = useRef<number | null>(null);

  useEffect(() => {
    const before = shown.current;
    shown.current = current;
    // The page the scripts found on show is not a change: focus and scrolling stay.
    if (current === null || before === null || before === current) return;
    // The focused link was on the page now hidden: keyboard and screen reader users land on the
    // new page's heading.
    document.getElementById(`${blogPageId(current)}-title`)?.focus({ preventScroll: true });
    if (followed.current === current) {
      list.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
    followed.current = null;
  }, [current]);

  function followPagerLink(event: MouseEvent) {
    // A new tab or window is the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const page = link ? blogPageFromHash(link.hash, pages.length) : null;
    if (!link || page === null) return;
    event.preventDefault();
    if (page === current) return;
    followed.current = page;
    // Through the router's own pushState, which keeps its state in the new entry: an entry the
    // browser adds for a fragment has none, and the router would not restore it on the way
    // back from another page.
    window.history.pushState(null, '', link.hash);
    setCurrent(page);
  }

  return (
    <div
      ref={list}
      className={styles.list}
      data-enhanced={current === null ? undefined : ''}
      onClick={followPagerLink}
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
