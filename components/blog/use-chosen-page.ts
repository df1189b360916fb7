import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterNextFrame } from '@/lib/after-frame';
import { blogPageFromHash, blogPageId } from '@/lib/blog';

/** What showed the page: a pager link, Back or Forward, or the router (a link to /blogs). */
export type PageChange = 'pager' | 'history' | 'router';
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
   * Shows a page a pager link names, then adds it to the history. Through the router's own
   * pushState, which keeps its state in the entry: an entry the browser adds for a fragment has
   * none, and the router would not restore it on the way back from another page. After the frame
   * that shows the page: for every pushState the router restores its own state in a render of
   * its own, work the tap's answer need not wait for.
   */
  const waitingPush = useRef<() => void>(undefined);
  useEffect(() => () => waitingPush.current?.(), []);
  const choose = useCallback((page: number) => {
    setShown({ page, change: 'pager' });
    // A second choice before that frame replaces the first: one entry for what is on screen.
    waitingPush.current?.();
    waitingPush.current = afterNextFrame(() => {
      waitingPush.current = undefined;
      window.history.pushState(null, '', `#${blogPageId(page)}`);
    });
  }, []);

  return { page: shown?.page ?? null, change: shown?.change ?? null, choose };
}
