// Lighthouse's CPU slowdown calibrated from the machine's benchmarkIndex, so that a slow or busy
// machine emulates the same phone as a fast idle one.
import { median } from './stats.mjs';

/**
 * The slowdown that makes this machine a mid-tier phone, from Lighthouse's benchmarkIndex, by the
 * mapping of Lighthouse's CPU throttling calculator (linked from the "Calibrating the CPU
 * slowdown" section of its docs/throttling.md): piecewise linear through 150 → 1x, 800 → 2x,
 * 1300 → 3x, then one more x per 233 points (1533 → 4x, the default 4x's high-end desktop).
 * Below 150 the machine is already slower than that phone: `tooSlow`, and no slowdown at all.
 */
export function midTierMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`no benchmarkIndex to calibrate from (${benchmarkIndex})`);
  if (benchmarkIndex >= 1300)
    return { multiplier: 3 + (benchmarkIndex - 1300) / 233, tooSlow: false };
  if (benchmarkIndex >= 800)
    return { multiplier: 2 + (benchmarkIndex - 800) / 500, tooSlow: false };
  if (benchmarkIndex >= 150)
    return { multiplier: 1 + (benchmarkIndex - 150) / 650, tooSlow: false };
  return { multiplier: 1, tooSlow: true };
}

/** A low-end phone is about twice as slow as the mid-tier one (the table in the same docs). */
export const LOW_END_FACTOR = 2;

/** The two phones the Lighthouse figures emulate, by name, as factors of the mid-tier slowdown. */
export const PHONES = { mid: 1, low: LOW_END_FACTOR };

/**
 * A calibration that follows the machine: every Lighthouse run reports the benchmarkIndex it
 * measured, and the next run's slowdown is set from the median of the last `window` of them, so
 * a colleague's build starting halfway through the bench changes the slowdown within a few
 * minutes instead of making every later page look slow. Fifteen, because on a 2-core machine two
 * runs in a row can measure 1300 and 2300: over the last five, a run was throttled at 3.6x while
 * the next route's were at 6.6x, and their TBTs were not comparable.
 */
export function rollingCalibration({ window = 15 } = {}) {
  const seen = [];
  return {
    record(benchmarkIndex) {
      if (Number.isFinite(benchmarkIndex)) seen.push(benchmarkIndex);
    },
    get calibrated() {
      return seen.length > 0;
    },
    /** The benchmarkIndex the next run is calibrated from. */
    index() {
      return median(seen.slice(-window));
    },
    /** The slowdown for `phone` ('mid' or 'low'). */
    multiplier(phone) {
      return midTierMultiplier(this.index()).multiplier * PHONES[phone];
    },
    all: () => [...seen],
  };
}
