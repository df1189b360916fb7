'use client';
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; message: string };

/** The message an API error body carries, or a general one. */
export async function errorMessage(response: Response): Promise<string> {
  if (response.status === 401) return 'Your session has ended. Sign in again on the team page.';
  try {
    const body = (await response.json()) as { message?: string };
    if (body.message) return body.message;
  } catch {
    // Not JSON: the general message below.
  }
  return 'The data could not be loaded. Please try again.';
}

/**
 * JSON from one of the team's API handlers (never cached, the session's cookie with it), and a
 * function that loads it again. `url` null waits.
 */
export function useTeamData<T>(url: string | null): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    fetch(url, { cache: 'no-store', signal: controller.signal })
      .then(async (response) =>
        setLoaded(
          response.ok
            ? { state: 'ready', data: (await response.json()) as T }
            : { state: 'error', message: await errorMessage(response) },
        ),
      )
      .catch(() => {
        if (!controller.signal.aborted)
          setLoaded({ state: 'error', message: 'The team API could not be reached.' });
      });
    return () => controller.abort();
  }, [url, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return [loaded, reload];
}
