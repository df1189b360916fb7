'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { inOwnTask } from '@/lib/after-frame';
import { noteThisVisit } from '@/lib/visit-note';
import { vitalsSampleRate } from '@/lib/vitals-sample-rate';
import { sendClick, sendEarlyClicks, sendWaitingClicks } from './click-logger';

const HIDE_ON_ERROR = 'img[data-hide-on-error]';
const FULLY_WORKING = 'fully-working';

function hide(img: HTMLImageElement) {
  img.hidden = true;
}

/**
 * What every page does in the browser without rendering anything: scroll to the top on each route
 * change, hide images marked data-hide-on-error that fail to load (including ones that failed
 * before hydration), log every click unless the browser signals Global Privacy Control, and
 * note where the visit started (lib/visit-note.ts: kept in the tab, sent only with a form).
 */
export function ShellEffects() {
  const pathname = usePathname();

  // A new page starts at the top. Not on the first one: a visitor who scrolled before the scripts
  // arrived stays where they are.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  // Its first read of sessionStorage in a task of its own (lib/after-frame.ts).
  useEffect(() => inOwnTask(noteThisVisit), []);

  useEffect(() => {
    function onError(event: Event) {
      if (event.target instanceof HTMLImageElement && event.target.matches(HIDE_ON_ERROR))
        hide(event.target);
    }
    document.addEventListener('error', onError, true);
    return () => document.removeEventListener('error', onError, true);
  }, []);

  useEffect(() => {
    // Capture phase: a handler that stops propagation cannot hide its click from the log.
    const options = { capture: true, passive: true } as const;
    document.addEventListener('click', sendClick, options);
    // In the same task as the listener's start: no click is missed, none is sent twice.
    sendEarlyClicks();
    // A click waits for its frame before it is sent; a page being left or hidden sends it now.
    const whenHidden = () => document.visibilityState === 'hidden' && sendWaitingClicks();
    addEventListener('pagehide', sendWaitingClicks);
    document.addEventListener('visibilitychange', whenHidden);
    return () => {
      document.removeEventListener('click', sendClick, options);
      removeEventListener('pagehide', sendWaitingClicks);
      document.removeEventListener('visibilitychange', whenHidden);
    };
  }, []);

  useEffect(() => {
    document.querySelectorAll<HTMLImageElement>(HIDE_ON_ERROR).forEach((img) => {
      if (img.complete && img.naturalWidth === 0) hide(img);
    });
  }, [pathname]);

  // The last effect of the first commit: every control on the page has its script from here on.
  // `npm run bench` reads this mark as the moment the page is fully working.
  useEffect(() => {
    if (!performance.getEntriesByName(FULLY_WORKING).length) performance.mark(FULLY_WORKING);
  }, []);

  // Then, as a chunk of its own, the page view's Web Vitals (reported when the page is hidden).
  // A build that reports none (VITALS_SAMPLE_RATE=0) fetches not a byte of it.
  useEffect(() => {
    if (!(vitalsSampleRate() > 0)) return;
    return inOwnTask(() => {
      import('./vitals-reporter').then(({ reportVitals }) => reportVitals()).catch(() => undefined);
    });
  }, []);

  return null;
}
