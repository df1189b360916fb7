'use client';

import { useEffect } from 'react';

/**
 * Marks 'fully-working' once the first commit's effects have run, as every page of the site does
 * (components/shell/shell-effects.tsx), so the floor's figure means the same thing.
 */
export function FullyWorking() {
  useEffect(() => {
    if (!performance.getEntriesByName('fully-working').length) performance.mark('fully-working');
  }, []);
  return null;
}
