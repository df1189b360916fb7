/** Posts per page on /blogs. */
export const BLOG_PAGE_SIZE = 6;
/** Reading speed used for the "N min read" label. */
export const WORDS_PER_MINUTE = 200;

/** A shuffled copy (Fisher–Yates). `random` returns a number in [0, 1), like Math.random. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

export function pageCount(total: number, pageSize: number = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of a 1-based page; a page outside the range is clamped to the nearest one. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number = BLOG_PAGE_SIZE,
): { items: T[]; page: number; pageCount: number } {
  const pages = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount: pages };
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, rounded up, never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function readingTimeLabel(words: number): string {
  return `${readingMinutes(words)} min read`;
}

// Made on first use, not when the module loads: building a formatter loads the locale's data,
// tens of milliseconds of main thread on a phone, and the /blogs list ships this module to the
// browser without ever formatting a date.
let dateFormat: Intl.DateTimeFormat | undefined;

/** "2026-03-12" -> "12 March 2026", the same on every server and browser. */
export function formatArticleDate(isoDate: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
