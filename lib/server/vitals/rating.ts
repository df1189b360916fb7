import 'server-only';
import type { Vital } from '@/lib/vitals';

export type Rating = 'good' | 'needs-improvement' | 'poor';

/**
 * Google's thresholds: at most `good` is good, above `poor` is poor, between needs improvement.
 * Times in milliseconds; CLS is a unitless score.
 */
export const THRESHOLDS: Record<Vital, { good: number; poor: number }> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 0.1, poor: 0.25 },
  fcp: { good: 1800, poor: 3000 },
  ttfb: { good: 800, poor: 1800 },
};

/** Below this many page views a figure is too noisy to show: "too few". */
export const MIN_PAGE_VIEWS = 30;

export function rate(vital: Vital, value: number): Rating {
  const { good, poor } = THRESHOLDS[vital];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** As CrUX reports a figure: whole milliseconds, CLS to two decimals. */
export function rounded(vital: Vital, value: number): number {
  return vital === 'cls' ? Math.round(value * 100) / 100 : Math.round(value);
}

/**
 * The 75th percentile by nearest rank: the smallest value that at least three page views in four
 * were at or under. Every page view counts once, as in CrUX. Null for no values.
 */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

export type Figure =
  { count: number; p75: number; rating: Rating } | { count: number; p75: null; rating: 'too-few' };

/** One metric's figure over some page views: its p75 and rating, or "too few" under 30 views. */
export function figure(vital: Vital, values: readonly number[]): Figure {
  const value = p75(values);
  if (value === null || values.length < MIN_PAGE_VIEWS) {
    return { count: values.length, p75: null, rating: 'too-few' };
  }
  const shown = rounded(vital, value);
  return { count: values.length, p75: shown, rating: rate(vital, shown) };
}
