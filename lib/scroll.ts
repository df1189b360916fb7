/** Scroll thresholds of the shell. */
export const SCROLL_TOP_THRESHOLD = 250;
export const HERO_HIDE_THRESHOLD = 540;

export function showScrollTopButton(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_THRESHOLD;
}

/** The hero hides when scrolling down past 540 px and shows again on any scroll up. */
export function heroVisible(previousY: number, currentY: number, wasVisible: boolean): boolean {
  if (currentY <= HERO_HIDE_THRESHOLD) return true;
  if (currentY > previousY) return false;
  if (currentY < previousY) return true;
  return wasVisible;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
