'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** The build year in the static HTML, the visitor's current year after hydration: no rebuild needed. */
export function CopyrightYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <span>{year}</span>;
}
