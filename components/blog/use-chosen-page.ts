import { useLayoutEffect, useState } from 'react';
import { blogPageFromHash } from '@/lib/blog';

/**
 * The page of the list to show once the scripts run, and a way to choose another. It starts as
 * the page the address names, whether the visitor chose it before the scripts arrived or came
 * back to it, and follows the address through Back and Forward; a fragment that names no page (a
 * skip link's) keeps the page on show. Null while the server renders and React hydrates: CSS
 * shows the page the address names then.
 */
export function useChosenPage(pageCount: number) {
  const [page, setPage] = useState<number | null>(null);

  useLayoutEffect(() => {
    const follow = () =>
      setPage((shown) => blogPageFromHash(window.location.hash, pageCount) ?? shown ?? 1);
    // Before the first paint of a list mounted by the router (Back from an article): no flash
    // of another page. At hydration it shows what CSS showed.
    follow();
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, [pageCount]);

  return [page, setPage] as const;
}
