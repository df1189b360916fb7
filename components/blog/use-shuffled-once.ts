import { useSyncExternalStore } from 'react';
import { shuffle } from '@/lib/blog';
import { shuffledOnScreen } from '@/lib/blog-shuffle';

const shuffledLists = new WeakMap<readonly unknown[], readonly unknown[]>();
const neverChanges = () => () => {};

/** The one random order of `items` for this page load, chosen the first time it is asked for. */
function shuffledOrder<T>(items: readonly T[]): readonly T[] {
  let order = shuffledLists.get(items) as readonly T[] | undefined;
  if (!order) {
    order = shuffle(items);
    shuffledLists.set(items, order);
  }
  return order;
}

/**
 * The order to hydrate with: the one the page's inline script put on screen, kept as the list's
 * order from then on. Without it (the server, or a page whose script did not run) the given
 * order, and the list is shuffled right after hydration instead.
 */
function hydratedOrder<T>(items: readonly T[]): readonly T[] {
  if (typeof window === 'undefined') return items;
  const known = shuffledLists.get(items) as readonly T[] | undefined;
  if (known) return known;
  const onScreen = shuffledOnScreen(items);
  if (onScreen) shuffledLists.set(items, onScreen);
  return onScreen ?? items;
}

/**
 * The list in a random order chosen once per list. A page's HTML is shuffled by its inline
 * script before the first paint (lib/blog-shuffle.ts): hydration takes that order from it, so
 * what React renders is what is on screen, and nothing renders again. The server renders the
 * list in its given order; a list the router renders in the browser is shuffled as it mounts.
 */
export function useShuffledOnce<T>(items: readonly T[]): readonly T[] {
  return useSyncExternalStore(
    neverChanges,
    () => shuffledOrder(items),
    () => hydratedOrder(items),
  );
}
