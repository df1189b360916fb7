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

/** The list cut into pages of `pageSize`: always at least one page, the last one possibly short. */
export function pagesOf<T>(items: readonly T[], pageSize: number = BLOG_PAGE_SIZE): T[][] {
  return Array.from({ length: pageCount(items.length, pageSize) }, (_, i) =>
    items.slice(i * pageSize, (i + 1) * pageSize),
  );
}

/**
 * Each page of the list is a section of the one HTML page with this id, and the pager's links
 * point at it (`#blog-page-2`): the address says which page shows, with or without scripts.
 */
export const blogPageId = (page: number) => `blog-page-${page}`;

/**
 * The page a location's fragment chooses: 1 without a fragment, the page a `#blog-page-N` names
 * when it exists, and null for any other fragment (a skip link's `#main`), which chooses none.
 */
export function blogPageFromHash(hash: string, pageCount: number): number | null {
  if (hash === '' || hash === '#') return 1;
  for (let page = 1; page <= pageCount; page++) if (hash === `#${blogPageId(page)}`) return page;
  return null;
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
