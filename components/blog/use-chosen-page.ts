import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterNextFrame } from '@/lib/after-frame';
import { blogPageFromHash, blogPageId } from '@/lib/blog';

/**
 * What showed the page: a pager link, find in page (a match on it), Back or Forward, or the
 * router (a link to /blogs).
 */
export type PageChange = 'pager' | 'find' | 'history' | 'router';
/** What can choose a page: a pager link, or find in page. */
export type PageChoice = Extract<PageChange, 'pager' | 'find'>;
type Shown = { page: number; change: PageChange | null };
type EntryChange = Event & { navigationType?: string };

/** The Navigation API, where the browser has it: it also sees the router's own pushState. */
const navigationApi = () => (window as Window & { navigation?: EventTarget }).navigation;

/**
 * The page of the list to show once the scripts run, what changed it, and a way to choose one.
 * It starts as the page the address names, whether the visitor chose it before the scripts
 * arrived or came back to it, and follows the address from then on: Back and Forward, and a
 * link to /blogs followed by the router (which changes the address without an event of its
 * own; the Navigation API reports it). A fragment that names no page (a skip link's) keeps the
 * page on show. Null while the server renders and React hydrates: CSS shows the page the
 * address names then.
 */
export function useChosenPage(pageCount: number) {
  const [shown, setShown] = useState<Shown | null>(null);

  useLayoutEffect(() => {
    const follow = (change: PageChange | null) =>
      setShown((before) => {
        const page = blogPageFromHash(window.location.hash, pageCount) ?? before?.page ?? 1;
        return before?.page === page ? before : { page, change };
      });
    // Before the first paint of a list the router mounts (Back from an article): no flash of
    // another page. At hydration it shows what CSS showed.
    follow(null);
    const onHistory = () => follow('history');
    const onEntry = (event: EntryChange) => {
      if (event.navigationType !== 'traverse') follow('router');
    };
    window.addEventListener('hashchange', onHistory);
    window.addEventListener('popstate', onHistory);
    navigationApi()?.addEventListener('currententrychange', onEntry);
    return () => {
      window.removeEventListener('hashchange', onHistory);
      window.removeEventListener('popstate', onHistory);
      navigationApi()?.removeEventListener('currententrychange', onEntry);
    };
  }, [pageCount]);

  /**
   * Shows a page a pager link names, then adds it to the history; a page find in page showed
   * takes the place of the page before it in the history instead (the visitor searched, and went
   * nowhere). Through the router's own pushState and replaceState, which keep its state in the
   * entry: an entry the browser adds for a fragment has none, and the router would not restore it
   * on the way back from another page. After the frame that shows the page: for every such call
   * the router restores its own state in a render of its own, work the tap's answer need not
   * wait for.
   */
  const waitingPush = useRef<() => void>(undefined);
  useEffect(() => () => waitingPush.current?.(), []);
  const choose = useCallback((page: number, by: PageChoice = 'pager') => {
    setShown({ page, change: by });
    // A second choice before that frame replaces the first: one entry for what is on screen.
    waitingPush.current?.();
    waitingPush.current = afterNextFrame(() => {
      waitingPush.current = undefined;
      const hash = `#${blogPageId(page)}`;
      if (by === 'pager') window.history.pushState(null, '', hash);
      else window.history.replaceState(null, '', hash);
    });
  }, []);

  return { page: shown?.page ?? null, change: shown?.change ?? null, choose };
}
