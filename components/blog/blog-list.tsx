'use client';

import { memo, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import type { BlogPost } from '@/lib/server/content/articles';
import { afterNextFrame } from '@/lib/after-frame';
import { blogPageFromHash, blogPageId, pagesOf } from '@/lib/blog';
import { BLOG_LIST_ID } from '@/lib/blog-shuffle';
import { prefersReducedMotion } from '@/lib/scroll';
import { Pagination } from './pagination';
import { PostCardGrid, type CardIcons } from './post-card';
import { useChosenPage } from './use-chosen-page';
import { useHiddenPages } from './use-hidden-pages';
import { useShuffledOnce } from './use-shuffled-once';
import styles from './blog-list.module.css';

const hrefFor = (page: number) => `#${blogPageId(page)}`;

/**
 * The /blogs list: six cards a page, starting at page 1, shuffled once per load. Every
 * page is in the HTML as a section with its own id and pager, whose links name the other pages
 * (`#blog-page-2`): before and without scripts the browser follows them and CSS shows the page
 * the address names. Once the scripts run, the page the address names is shown and the others
 * are `hidden="until-found"` (use-chosen-page.ts, use-hidden-pages.ts); a pager link then adds its
 * page to the history, focuses the page's heading and scrolls to the list, and find in page
 * shows the page its match is on.
 */
export function BlogList({ posts, icons }: { posts: readonly BlogPost[]; icons: CardIcons }) {
  // In the order the page's inline script showed from the first paint (BlogShuffle, after the
  // list), which hydration takes over: no card changes when the scripts arrive.
  const shuffled = useShuffledOnce(posts);
  const pages = useMemo(() => pagesOf(shuffled), [shuffled]);
  const { page: current, change, choose } = useChosenPage(pages.length);
  const list = useRef<HTMLDivElement>(null);

  useHiddenPages(list, current, choose);

  useEffect(() => {
    if (current === null || change === null || change === 'router' || change === 'find') return;
    // The focused link was on the page now hidden: keyboard and screen reader users land on the
    // new page's heading. A pager link also brings the list into view; Back and Forward leave
    // the scrolling to the browser. Both after the frame that shows the new page: moving focus
    // and starting a scroll lay the page out, which that frame would otherwise wait for.
    return afterNextFrame(() => {
      document.getElementById(`${blogPageId(current)}-title`)?.focus({ preventScroll: true });
      if (change === 'pager')
        list.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    });
  }, [current, change]);

  function followPagerLink(event: MouseEvent) {
    // A card's link is the router's, a new tab or window the browser's.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
    const page =
      link instanceof HTMLAnchorElement ? blogPageFromHash(link.hash, pages.length) : null;
    if (page === null) return;
    event.preventDefault();
    if (page !== current) choose(page);
  }

  return (
    <div
      ref={list}
      id={BLOG_LIST_ID}
      className={styles.list}
      data-enhanced={current === null ? undefined : ''}
      onClick={followPagerLink}
    >
      {pages.map((items, index) => (
        <BlogPage
          key={index}
          posts={items}
          icons={icons}
          page={index + 1}
          pageCount={pages.length}
        />
      ))}
    </div>
  );
}

type BlogPageProps = {
  posts: readonly BlogPost[];
  icons: CardIcons;
  page: number;
  pageCount: number;
};

/**
 * One page of the list. Whether it shows is the section's `hidden` attribute, which the list sets
 * itself: a pager tap re-renders no page.
 */
const BlogPage = memo(function BlogPage({ posts, icons, page, pageCount }: BlogPageProps) {
  const id = blogPageId(page);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.page}>
      <h2 id={`${id}-title`} tabIndex={-1} className="visually-hidden">
        Articles, page {page} of {pageCount}
      </h2>
      <PostCardGrid posts={posts} icons={icons} eagerCount={page === 1 ? 3 : 0} stableCells />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={hrefFor}
        label="Blog pages"
        chevrons={icons}
      />
    </section>
  );
});
