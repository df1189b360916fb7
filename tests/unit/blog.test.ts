import { describe, expect, it, vi } from 'vitest';
import {
  BLOG_PAGE_SIZE,
  countWords,
  formatArticleDate,
  pageCount,
  blogPageFromHash,
  blogPageId,
  pagesOf,
  readingMinutes,
  readingTimeLabel,
  shuffle,
} from '@/lib/blog';

const seven = [1, 2, 3, 4, 5, 6, 7] as const;

describe('shuffle', () => {
  it('returns a permutation of the list and leaves the original untouched', () => {
    const original = [...seven];
    const shuffled = shuffle(original);
    expect(shuffled).toHaveLength(seven.length);
    expect([...shuffled].sort()).toEqual([...seven]);
    expect(original).toEqual([...seven]);
  });

  it('draws one random number per swap from the injected source', () => {
    const random = vi.fn(() => 0);
    shuffle(seven, random);
    expect(random).toHaveBeenCalledTimes(6);
  });

  it('orders the items as the injected random numbers decide (Fisher–Yates)', () => {
    // Always 0: each position from the end swaps with the first item, rotating the list left.
    expect(shuffle(seven, () => 0)).toEqual([2, 3, 4, 5, 6, 7, 1]);
    // Just under 1: each item swaps with itself, keeping the order.
    expect(shuffle(seven, () => 0.999999)).toEqual([...seven]);
  });

  it('can produce different orders from different random sources', () => {
    const orders = new Set([0, 0.2, 0.4, 0.6, 0.8].map((r) => shuffle(seven, () => r).join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('pages of the blog list', () => {
  it('shows six posts per page, so seven posts make two pages', () => {
    expect(BLOG_PAGE_SIZE).toBe(6);
    expect(pageCount(7)).toBe(2);
    expect(pagesOf(seven)).toEqual([[1, 2, 3, 4, 5, 6], [7]]);
  });

  it('has exactly one page for six posts or fewer, even with none', () => {
    expect(pageCount(6)).toBe(1);
    expect(pageCount(0)).toBe(1);
    expect(pagesOf(seven.slice(0, 6))).toEqual([[1, 2, 3, 4, 5, 6]]);
    expect(pagesOf([])).toEqual([[]]);
  });

  it('names each page by a fragment, which chooses that page', () => {
    expect(blogPageId(2)).toBe('blog-page-2');
    expect(blogPageFromHash(`#${blogPageId(2)}`, 2)).toBe(2);
    expect(blogPageFromHash('#blog-page-1', 2)).toBe(1);
  });

  it('chooses the first page without a fragment, and no page for a fragment that names none', () => {
    expect(blogPageFromHash('', 2)).toBe(1);
    expect(blogPageFromHash('#', 2)).toBe(1);
    for (const hash of ['#main', '#blog-page-3', '#blog-page-0', '#blog-page-01', '#blog-page-2x'])
      expect(blogPageFromHash(hash, 2)).toBeNull();
  });
});

describe('reading time', () => {
  it('counts words, ignoring punctuation-only tokens', () => {
    expect(countWords('  Build, buy — or connect?  ')).toBe(4);
    expect(countWords('M-Pesa in KES 1,000')).toBe(4);
  });

  it('rounds up to whole minutes at 200 words a minute', () => {
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(877)).toBe(5);
    expect(readingMinutes(0)).toBe(1);
    expect(readingTimeLabel(801)).toBe('5 min read');
  });
});

describe('formatArticleDate', () => {
  it('writes the day, month name and year', () => {
    expect(formatArticleDate('2026-03-12')).toBe('12 March 2026');
    expect(formatArticleDate('2025-06-01')).toBe('1 June 2025');
  });

  it('builds its formatter on first use, once, not when the module loads', async () => {
    // The /blogs list ships this module to the browser and never formats a date there.
    const Real = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        built += 1;
      }
    } as typeof Real;
    try {
      vi.resetModules();
      const blog = await import('@/lib/blog');
      expect(built).toBe(0);
      expect(blog.formatArticleDate('2026-03-12')).toBe('12 March 2026');
      blog.formatArticleDate('2026-03-13');
      expect(built).toBe(1);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
