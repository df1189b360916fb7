/** Timings and page sizes of the marketing carousels and rotators. */
export const HERO_INTERVAL_MS = 6000;
export const VALUES_INTERVAL_MS = 3000;
/** Home service cards a page on every screen: side by side where there is room, stacked on phones. */
export const SERVICES_PER_PAGE = 3;
/** Testimonials a page on every screen: side by side where there is room, stacked on phones. */
export const TESTIMONIALS_PER_PAGE = 2;

/** `items` in consecutive groups of `size` (the last one may be smaller). */
export function inGroupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += Math.max(1, size)) groups.push(items.slice(i, i + size));
  return groups;
}

/** The index after `current`, wrapping back to the first after the last. */
export function nextIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (current + 1) % count;
}

/** The id of a carousel's item, which its dot links to: `slide-3` for the third of `slide`. */
export function itemId(prefix: string, index: number): string {
  return `${prefix}-${index + 1}`;
}

type ScrollPosition = {
  scrollLeft: number;
  /** scrollWidth - clientWidth: the last page may be partly filled and end before a full step. */
  maxScroll: number;
  /** Distance between the starts of two consecutive pages. */
  pageWidth: number;
  pages: number;
};

/** The page a scroll-snapped track is showing. Scrolled to the end always means the last page. */
export function pageAtScroll({ scrollLeft, maxScroll, pageWidth, pages }: ScrollPosition): number {
  if (pages <= 1 || pageWidth <= 0) return 0;
  if (scrollLeft >= maxScroll - 2) return pages - 1;
  return Math.min(pages - 1, Math.max(0, Math.round(scrollLeft / pageWidth)));
}
