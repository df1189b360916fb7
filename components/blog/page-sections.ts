/**
 * The /blogs list's pages as the browser holds them once the scripts run. The page on show is a
 * plain section; the others are `hidden="until-found"`: skipped like `display: none` (out of the
 * accessibility tree, never focused, never painted), yet the browser's find in page still finds
 * their text and reveals the page a match is on, and their layout can be done ahead of a tap.
 * React only knows the boolean `hidden`, so these attributes are set here, never through props.
 */

/**
 * `until-found` where the browser knows it (it then has `onbeforematch`). Elsewhere the plain
 * `hidden`: such a browser would still hide a page marked `until-found`, but the list's CSS, which
 * keeps such a page out of `display: none`, would show it.
 */
const hiddenValue = () => ('onbeforematch' in HTMLElement.prototype ? 'until-found' : '');

const pagesIn = (list: HTMLElement) =>
  [...list.children].filter((child): child is HTMLElement => child.localName === 'section');

/** Shows page `page` (counted from 1) of the list and hides every other one. */
export function showOnlyPage(list: HTMLElement, page: number) {
  const value = hiddenValue();
  pagesIn(list).forEach((section, index) => {
    if (index + 1 === page) section.removeAttribute('hidden');
    else if (section.getAttribute('hidden') !== value) section.setAttribute('hidden', value);
  });
}

/** The number of the page `section` is, counted from 1, or null for anything else. */
export function pageNumberOf(list: HTMLElement, section: EventTarget | null): number | null {
  const index = pagesIn(list).findIndex((page) => page === section);
  return index === -1 ? null : index + 1;
}

const laidOut = new WeakSet<Element>();

/**
 * Lays out the hidden pages not laid out yet, so that showing one later costs the browser only
 * the page's own box. A hidden page's contents have neither style nor layout until something
 * asks for them; asking for the box of its last element makes the browser work out the whole
 * page, and keep the result while the page stays hidden. The page it shows afterwards is then
 * drawn from that, where a page that was never laid out takes its style and layout in the very
 * frame that answers the visitor's tap.
 */
export function layOutHiddenPages(list: HTMLElement) {
  for (const section of pagesIn(list)) {
    if (section.getAttribute('hidden') !== 'until-found' || laidOut.has(section)) continue;
    laidOut.add(section);
    let last: Element = section;
    while (last.lastElementChild) last = last.lastElementChild;
    last.getBoundingClientRect();
  }
}
