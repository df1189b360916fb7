/**
 * The /blogs list is shuffled once per page load, and shown shuffled from the first paint: a few
 * hundred bytes of inline script, right after the list in the page's HTML, move each card to its
 * cell in a random order before the browser shows the list, and leave the order for React to
 * hydrate with (`shuffledOnScreen`). Hydration then agrees with the page as it is, and nothing
 * is rendered again: no card's text or image changes after the first paint, and the task that
 * hydrates the page does not re-render seven cards.
 */

/** The list's element id: the script finds the cards in it. */
export const BLOG_LIST_ID = 'blog-list';

const GLOBAL = '__blogListOrder';

/**
 * The inline script's source, self-contained and small. The cells (`section>ul>li`, one card
 * each) keep their place; the cards move between them by Fisher–Yates, as `shuffle` in
 * lib/blog.ts does, so the same `Math.random` gives the same order. Each cell keeps how its
 * image loads (the first row's at once, the first of all before the others), whichever card
 * lands in it. What it leaves: for each cell, the index in the served order of the card now in it.
 */
export const BLOG_SHUFFLE_SCRIPT =
  `(function(){var l=document.getElementById(${JSON.stringify(BLOG_LIST_ID)});if(!l)return;` +
  `var c=l.querySelectorAll("section>ul>li"),n=c.length,a=[],o=[],m=[],i,j,t,g,k;` +
  `function s(e,x,v){v===null?e.removeAttribute(x):e.setAttribute(x,v)}` +
  `for(i=0;i!==n;i++){a.push(c[i].firstElementChild);o.push(i);g=c[i].querySelector("img");` +
  `m.push(g&&[g.getAttribute("loading"),g.getAttribute("fetchpriority")])}` +
  `for(i=n-1;i>0;i--){j=Math.floor(Math.random()*(i+1));t=a[i];a[i]=a[j];a[j]=t;t=o[i];o[i]=o[j];o[j]=t}` +
  `for(i=0;i!==n;i++){c[i].appendChild(a[i]);g=a[i].querySelector("img");k=m[i];` +
  `if(g&&k){s(g,"loading",k[0]);s(g,"fetchpriority",k[1])}}self.${GLOBAL}=o})()`;

/**
 * The served list in the order the inline script put it on screen, or null where it has not
 * run (on the server, or on a page the router rendered in the browser, which has no script's
 * order). The order is taken once: a later list starts afresh.
 */
export function shuffledOnScreen<T>(items: readonly T[]): T[] | null {
  const scope = globalThis as { [GLOBAL]?: unknown };
  const order = scope[GLOBAL];
  if (!Array.isArray(order)) return null;
  scope[GLOBAL] = undefined;
  const isPermutation =
    order.length === items.length &&
    new Set(order).size === items.length &&
    order.every((k) => Number.isInteger(k) && k >= 0 && k < items.length);
  return isPermutation ? order.map((k: number) => items[k] as T) : null;
}
