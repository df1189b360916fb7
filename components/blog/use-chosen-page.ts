import { useState, useSyncExternalStore } from 'react';
import { blogPageFromHash } from '@/lib/blog';

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/**
 * The page of the list to show once the scripts run: the one the address names, whether the
 * visitor chose it before the scripts arrived or came back to it; then each page a pager link,
 * Back or Forward names. A fragment that names no page (a skip link's) keeps the page on show.
 * Null while the server renders and React hydrates: CSS shows the page the address names then.
 */
export function useChosenPage(pageCount: number): number | null {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => null,
  );
  const [kept, setKept] = useState(1);
  if (hash === null) return null;
  const named = blogPageFromHash(hash, pageCount);
  // Remembered while rendering, as React allows for state that follows a changing input.
  if (named !== null && named !== kept) setKept(named);
  return named ?? kept;
}
