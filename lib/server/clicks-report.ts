import 'server-only';
import type { Store } from './store/interface';
import type { ClickCount } from './store/vitals-types';

/** The two periods the team compares, in days. */
export const CLICK_PERIODS = [7, 30] as const;
/** Elements listed per page: the most clicked of either period. */
export const ELEMENTS_PER_PAGE = 10;
const DAY_MS = 86_400_000;

export interface ClickedElement {
  tag: string;
  elementId: string;
  className: string;
  last7: number;
  last30: number;
}

export interface ClickedPage {
  path: string;
  last7: number;
  last30: number;
  elements: ClickedElement[];
}

const keyOf = (c: Omit<ClickCount, 'clicks'>) =>
  JSON.stringify([c.path, c.tag, c.elementId, c.className]);

const top = (elements: ClickedElement[], period: 'last7' | 'last30') =>
  [...elements]
    .filter((e) => e[period] > 0)
    .sort((a, b) => b[period] - a[period])
    .slice(0, ELEMENTS_PER_PAGE);

/**
 * The most-clicked elements of each page over the last 7 and 30 days, busiest page first. An
 * element is what the click logger stored: the link or button, or the icon or text inside it.
 */
export function buildClicksReport(last7: ClickCount[], last30: ClickCount[]): ClickedPage[] {
  const elements = new Map<string, ClickedElement & { path: string }>();
  for (const c of last30) {
    elements.set(keyOf(c), { ...c, last7: 0, last30: c.clicks });
  }
  for (const c of last7) {
    const known = elements.get(keyOf(c));
    if (known) known.last7 = c.clicks;
    else elements.set(keyOf(c), { ...c, last7: c.clicks, last30: c.clicks });
  }
  const pages = new Map<string, ClickedElement[]>();
  for (const { path, tag, elementId, className, last7: l7, last30: l30 } of elements.values()) {
    const list = pages.get(path) ?? [];
    list.push({ tag, elementId, className, last7: l7, last30: l30 });
    pages.set(path, list);
  }
  return [...pages.entries()]
    .map(([path, list]) => {
      const listed = new Set([...top(list, 'last30'), ...top(list, 'last7')]);
      return {
        path,
        last7: list.reduce((sum, e) => sum + e.last7, 0),
        last30: list.reduce((sum, e) => sum + e.last30, 0),
        elements: [...listed].sort((a, b) => b.last30 - a.last30 || b.last7 - a.last7),
      };
    })
    .sort((a, b) => b.last30 - a.last30 || b.last7 - a.last7 || a.path.localeCompare(b.path));
}

export async function clicksReport(store: Store, now = Date.now()): Promise<ClickedPage[]> {
  const [last7, last30] = await Promise.all(
    CLICK_PERIODS.map((days) => store.clickCounts(now - days * DAY_MS)),
  );
  return buildClicksReport(last7 ?? [], last30 ?? []);
}
