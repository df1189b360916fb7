import { describe, expect, it } from 'vitest';
import { figure, p75, rate, rounded } from '@/lib/server/vitals/rating';

describe('the 75th percentile of page views (nearest rank, every page view once)', () => {
  // n values 1..n in any order: the p75 is the value at rank ceil(0.75 n).
  it.each([
    [[], null],
    [[420], 420],
    [[100, 200], 200],
    [[300, 100, 200], 300],
    [[400, 100, 300, 200], 300],
    [[5, 1, 4, 2, 3], 4],
    [[8, 7, 6, 5, 4, 3, 2, 1], 6],
    [Array.from({ length: 100 }, (_, i) => 100 - i), 75],
    [Array.from({ length: 101 }, (_, i) => i + 1), 76],
  ])('of %j is %s', (values, expected) => {
    expect(p75(values)).toBe(expected);
  });

  it('does not reorder the values it was given', () => {
    const values = [3, 1, 2];
    p75(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("ratings at Google's thresholds: good up to the first, poor above the second", () => {
  it.each([
    ['lcp', 2500, 'good'],
    ['lcp', 2501, 'needs-improvement'],
    ['lcp', 4000, 'needs-improvement'],
    ['lcp', 4001, 'poor'],
    ['inp', 200, 'good'],
    ['inp', 201, 'needs-improvement'],
    ['inp', 500, 'needs-improvement'],
    ['inp', 501, 'poor'],
    ['cls', 0, 'good'],
    ['cls', 0.1, 'good'],
    ['cls', 0.11, 'needs-improvement'],
    ['cls', 0.25, 'needs-improvement'],
    ['cls', 0.26, 'poor'],
    ['fcp', 1800, 'good'],
    ['fcp', 1801, 'needs-improvement'],
    ['fcp', 3000, 'needs-improvement'],
    ['fcp', 3001, 'poor'],
    ['ttfb', 800, 'good'],
    ['ttfb', 801, 'needs-improvement'],
    ['ttfb', 1800, 'needs-improvement'],
    ['ttfb', 1801, 'poor'],
  ] as const)('%s %s is %s', (vital, value, rating) => {
    expect(rate(vital, value)).toBe(rating);
  });
});

describe('a figure: the p75 as CrUX reports it, rated, with its count', () => {
  const thirty = (value: (i: number) => number) => Array.from({ length: 30 }, (_, i) => value(i));

  it('is "too few" under 30 page views, with the count', () => {
    expect(figure('lcp', thirty((i) => i * 100).slice(1))).toEqual({
      count: 29,
      p75: null,
      rating: 'too-few',
    });
    expect(figure('inp', [])).toEqual({ count: 0, p75: null, rating: 'too-few' });
  });

  it('is shown from 30 page views on', () => {
    // 30 LCPs of 0, 100 ... 2900 ms: rank ceil(22.5) = 23 is 2200 ms.
    expect(
      figure(
        'lcp',
        thirty((i) => i * 100),
      ),
    ).toEqual({
      count: 30,
      p75: 2200,
      rating: 'good',
    });
  });

  it('rates the figure it shows: whole milliseconds, CLS to two decimals', () => {
    expect(rounded('inp', 200.4)).toBe(200);
    expect(rounded('cls', 0.1049)).toBe(0.1);
    expect(
      figure(
        'inp',
        thirty(() => 200.4),
      ),
    ).toMatchObject({ p75: 200, rating: 'good' });
    expect(
      figure(
        'cls',
        thirty(() => 0.104),
      ),
    ).toMatchObject({ p75: 0.1, rating: 'good' });
    expect(
      figure(
        'cls',
        thirty(() => 0.106),
      ),
    ).toMatchObject({ p75: 0.11, rating: 'needs-improvement' });
    expect(
      figure(
        'ttfb',
        thirty((i) => (i < 22 ? 100 : 2000)),
      ),
    ).toMatchObject({
      p75: 2000,
      rating: 'poor',
    });
  });
});
