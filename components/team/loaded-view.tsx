'use client';
import type { ReactNode } from 'react';
import type { Loaded } from './use-team-data';
import styles from './team.module.css';

/** What a section shows while its data loads, when it failed, and when it is there. */
export function LoadedView<T>({
  loaded,
  children,
}: {
  loaded: Loaded<T>;
  children: (data: T) => ReactNode;
}) {
  if (loaded.state === 'loading')
    return (
      <p role="status" className={styles.muted}>
        Loading…
      </p>
    );
  if (loaded.state === 'error')
    return (
      <p role="alert" className={styles.error}>
        {loaded.message}
      </p>
    );
  return <>{children(loaded.data)}</>;
}
