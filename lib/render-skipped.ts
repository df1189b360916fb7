/** What may be left for later: sections of the page and its footer. */
const CANDIDATES = 'main section, footer';

/** How long an idle period may be waited for before the next element is rendered anyway. */
const IDLE_TIMEOUT_MS = 2000;

type Idle = (callback: () => void) => () => void;

const whenIdle: Idle = (callback) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  // Safari has no idle callbacks: a short wait between elements spreads the work the same way.
  const handle = window.setTimeout(callback, 100);
  return () => window.clearTimeout(handle);
};

/**
 * Renders, one element per idle period, the sections that the browser skips while they are off
 * screen (`content-visibility: auto` in their CSS, so that the first load styles and lays out
 * only the first screen), and fetches their lazy images. Until then they are blank wherever the
 * screen is not: in a screenshot of the whole page, in the text a script reads, and for a moment
 * on a phone scrolled fast. Once rendered they stay so, and a later change lays out only what it
 * touches. Returns a function that stops what is still waiting.
 */
export function renderSkippedWhenIdle(root: ParentNode = document, idle: Idle = whenIdle) {
  const waiting = Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES));
  let cancel = () => {};
  const next = () => {
    // Read one element at a time, in its own idle period: reading a style may have to compute it.
    for (let element = waiting.shift(); element; element = waiting.shift()) {
      if (!element.isConnected || getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.style.contentVisibility = 'visible';
      // Only images the layout shows: one hidden at this screen size is never fetched.
      for (const img of element.querySelectorAll('img'))
        if (img.loading === 'lazy' && img.getClientRects().length > 0) img.loading = 'eager';
      cancel = idle(next);
      return;
    }
  };
  cancel = idle(next);
  return () => cancel();
}
