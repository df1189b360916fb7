/**
 * Clicks made before the click logger has loaded. A few hundred bytes of inline script, first in
 * every page's body, keep each click (what the logger would read of its element, the time and the
 * page) from the first paint; the logger takes them when it starts and sends each once, with the
 * same body as a click made later. Global Privacy Control keeps even the buffer off.
 */

/** What the inline script keeps of a click: tag, class, id, time (ms since 1970), page path. */
export type EarlyClick = [
  tag: string,
  className: string | null,
  id: string | null,
  at: number,
  path: string,
];

type EarlyClicks = { clicks: EarlyClick[]; stop: () => void };

const GLOBAL = '__earlyClicks';

/**
 * The inline script's source. Self-contained and written small by hand: every page carries it.
 * Capture phase, like the logger: a handler that stops propagation cannot hide its click.
 */
export const EARLY_CLICKS_SCRIPT =
  `(function(){if(navigator.globalPrivacyControl===true)return;var c=[],o={capture:!0,passive:!0};` +
  `function k(e){var t=e.target;t&&t.getAttribute&&c.push([t.tagName,t.getAttribute("class"),` +
  `t.getAttribute("id"),Date.now(),location.pathname])}addEventListener("click",k,o);` +
  `self.${GLOBAL}={clicks:c,stop:function(){removeEventListener("click",k,o)}}})()`;

/** Stops the buffer and returns the clicks it kept, once: a second call gets none. */
export function takeEarlyClicks(): EarlyClick[] {
  const buffer = (globalThis as { [GLOBAL]?: EarlyClicks | null })[GLOBAL];
  if (!buffer) return [];
  buffer.stop();
  (globalThis as { [GLOBAL]?: EarlyClicks | null })[GLOBAL] = null;
  return buffer.clicks;
}

/** An early click as the element-like object the click payload is built from. */
export function earlyClickTarget([tagName, className, id]: EarlyClick) {
  return {
    tagName,
    getAttribute: (name: string) => (name === 'class' ? className : name === 'id' ? id : null),
  };
}
