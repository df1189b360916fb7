import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { blogPageId } from '@/lib/blog';
import { layOutHiddenPages, pageNumberOf, showOnlyPage } from './page-sections';
import type { PageChoice } from './use-chosen-page';

type Choose = (page: number, by: PageChoice) => void;

/**
 * Once the scripts run, shows page `current` of the list and keeps the others hidden until found
 * (page-sections.ts); follows find in page to the page its match is on; and lays the hidden
 * pages out ahead of the tap that shows one.
 */
export function useHiddenPages(
  list: RefObject<HTMLElement | null>,
  current: number | null,
  choose: Choose,
) {
  // In the commit that chooses the page, so the frame that answers a tap shows it.
  useLayoutEffect(() => {
    if (current !== null && list.current) showOnlyPage(list.current, current);
  }, [list, current]);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    // Find in page is revealing a hidden page to show a match on it. The page on show goes at
    // once, not at the next render: the browser scrolls to the match right after this event,
    // and the page above it would move it.
    const found = (event: Event) => {
      const page = pageNumberOf(element, event.target);
      if (page === null) return;
      showOnlyPage(element, page);
      choose(page, 'find');
    };
    element.addEventListener('beforematch', found);
    return () => element.removeEventListener('beforematch', found);
  }, [list, choose]);

  useEffect(() => {
    const element = list.current;
    const pager = current === null ? null : element?.querySelector(`#${blogPageId(current)} > nav`);
    // Without an IntersectionObserver a page is laid out only when it is shown.
    if (!element || !pager || typeof IntersectionObserver !== 'function') return;
    // Once the visitor nears the pager, and the phone is idle, the other pages are laid out: the
    // tap on a page number then only shows one.
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => layOutHiddenPages(element));
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(pager);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [list, current]);
}

/** Runs `callback` when the browser is idle (soon, where it cannot tell); returns a canceller. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const task = window.setTimeout(callback, 1);
    return () => window.clearTimeout(task);
  }
  const idle = window.requestIdleCallback(callback, { timeout: 2000 });
  return () => window.cancelIdleCallback(idle);
}
