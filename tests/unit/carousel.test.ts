import { describe, expect, it } from 'vitest';
import {
  HERO_INTERVAL_MS,
  VALUES_INTERVAL_MS,
  TESTIMONIALS_PER_PAGE,
  firstItemOfPage,
  inGroupsOf,
  itemId,
  itemsPerPage,
  nextIndex,
  pageAtScroll,
  pageCount,
  pageOfItem,
  pageStarts,
} from '@/lib/carousel';

describe('carousel timing', () => {
  it('advances the hero every 6000 ms and the core values every 3000 ms', () => {
    expect(HERO_INTERVAL_MS).toBe(6000);
    expect(VALUES_INTERVAL_MS).toBe(3000);
  });
});

describe('pages of testimonials', () => {
  it('puts two testimonials on each page, the last one holding what is left', () => {
    expect(TESTIMONIALS_PER_PAGE).toBe(2);
    expect(inGroupsOf(['a', 'b', 'c', 'd', 'e'], TESTIMONIALS_PER_PAGE)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e'],
    ]);
    expect(inGroupsOf([], 2)).toEqual([]);
  });
});

describe('nextIndex', () => {
  it('moves to the following item', () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(3, 5)).toBe(4);
  });

  it('wraps from the last item back to the first', () => {
    expect(nextIndex(4, 5)).toBe(0);
  });

  it('stays at zero when there is nothing to rotate', () => {
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe('pageCount', () => {
  it('fills pages of three services and of two testimonials', () => {
    expect(pageCount(6, 3)).toBe(2);
    expect(pageCount(5, 2)).toBe(3);
  });

  it('gives one page per item on phones and none for no items', () => {
    expect(pageCount(6, 1)).toBe(6);
    expect(pageCount(0, 3)).toBe(0);
  });
});

describe('itemsPerPage', () => {
  it('counts the whole cards that fit across the track, gaps included', () => {
    // Three 352 px cards with 24 px gaps fill a 1104 px track.
    expect(itemsPerPage(1104, 352, 24)).toBe(3);
    expect(itemsPerPage(736, 356, 24)).toBe(2);
  });

  it('shows one card when a card is wider than half the track', () => {
    expect(itemsPerPage(354, 304, 16)).toBe(1);
    expect(itemsPerPage(300, 0)).toBe(1);
  });
});

describe('firstItemOfPage', () => {
  it('is the first card of the chosen page', () => {
    expect(firstItemOfPage(0, 3)).toBe(0);
    expect(firstItemOfPage(1, 3)).toBe(3);
    expect(firstItemOfPage(2, 2)).toBe(4);
  });
});

describe('pageStarts', () => {
  it("links each dot to its page's first item, for every page size of the six services", () => {
    expect(pageStarts(6, 3)).toEqual([0, 3]);
    expect(pageStarts(6, 2)).toEqual([0, 2, 4]);
    expect(pageStarts(6, 1)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('gives a partly filled last page its own dot, and no dots for no items', () => {
    expect(pageStarts(5, 2)).toEqual([0, 2, 4]);
    expect(pageStarts(0, 3)).toEqual([]);
  });
});

describe('pageOfItem', () => {
  it('is the page that holds the item', () => {
    expect(pageOfItem(0, 3, 6)).toBe(0);
    expect(pageOfItem(3, 3, 6)).toBe(1);
    expect(pageOfItem(3, 2, 6)).toBe(1);
    expect(pageOfItem(5, 1, 6)).toBe(5);
  });

  it('is the last page for an item past the end', () => {
    expect(pageOfItem(9, 3, 6)).toBe(1);
  });
});

describe('itemId', () => {
  it('numbers the items from one, as their dots are named', () => {
    expect(itemId('slide', 0)).toBe('slide-1');
    expect(itemId('services', 5)).toBe('services-6');
  });
});

describe('pageAtScroll', () => {
  const twoUp = { maxScroll: 1140, pageWidth: 760, pages: 3 };

  it('is the first page at the start of the track', () => {
    expect(pageAtScroll({ ...twoUp, scrollLeft: 0 })).toBe(0);
  });

  it('rounds to the nearest page while scrolling', () => {
    expect(pageAtScroll({ ...twoUp, scrollLeft: 700 })).toBe(1);
    expect(pageAtScroll({ ...twoUp, scrollLeft: 300 })).toBe(0);
  });

  it('is the last page when scrolled to the end, even if that page is partly filled', () => {
    expect(pageAtScroll({ ...twoUp, scrollLeft: 1140 })).toBe(2);
  });

  it('is always the first page when everything fits on one', () => {
    expect(pageAtScroll({ scrollLeft: 40, maxScroll: 0, pageWidth: 900, pages: 1 })).toBe(0);
  });
});
