import { useSyncExternalStore } from 'react';
import { shuffle } from '@/lib/blog';

const shuffledLists = new WeakMap<readonly unknown[], readonly unknown[]>();
const neverChanges = () => () => {};

/**
 * The list in its given order during server rendering and hydration (so both agree), then a
 * random order chosen once per list on the client: a shuffle on the server would make the two
 * disagree.
 */
export function useShuffledAfterHydration<T>(items: readonly T[]): readonly T[] {
  return useSyncExternalStore(
    neverChanges,
    () => {
      let shuffled = shuffledLists.get(items);
      if (!shuffled) {
        shuffled = shuffle(items);
        shuffledLists.set(items, shuffled);
      }
      return shuffled as readonly T[];
    },
    () => items,
  );
}
