import { describe, expect, it } from 'vitest';
import {
  HERO_INTERVAL_MS,
  VALUES_INTERVAL_MS,
  TESTIMONIALS_PER_PAGE,
  inGroupsOf,
  itemId,
  nextIndex,
  pageAtScroll,
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
