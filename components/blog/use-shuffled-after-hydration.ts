import { useSyncExternalStore } from 'react';
import { shuffle } from '@/lib/blog';

const shuffledLists = new WeakMap<readonly unknown[], readonly unknown[]>();
const neverChanges = () => () => {};

/**
 * The list in its given order during server rendering and hydration (so both agree), then a
 * random order chosen once per list on the client (DESIGN §8.5).
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
