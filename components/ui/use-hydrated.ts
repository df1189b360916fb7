import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False in the server's HTML and while hydrating, true once the page's scripts run it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
