import { describe, expect, it } from 'vitest';
import { midTierMultiplier, rollingCalibration } from '../../scripts/bench/calibration.mjs';

describe("Lighthouse's CPU slowdown from the machine's benchmarkIndex", () => {
  it("follows Lighthouse's calculator through its anchor points", () => {
    expect(midTierMultiplier(150).multiplier).toBe(1);
    expect(midTierMultiplier(800).multiplier).toBe(2);
    expect(midTierMultiplier(1300).multiplier).toBe(3);
    expect(midTierMultiplier(1533).multiplier).toBeCloseTo(4);
    expect(midTierMultiplier(2000).multiplier).toBeCloseTo(6, 0);
  });

  it('is linear between them', () => {
    expect(midTierMultiplier(475).multiplier).toBeCloseTo(1.5);
    expect(midTierMultiplier(1050).multiplier).toBeCloseTo(2.5);
  });

  it('slows a machine weaker than the phone not at all, and says so', () => {
    expect(midTierMultiplier(120)).toEqual({ multiplier: 1, tooSlow: true });
    expect(midTierMultiplier(400).tooSlow).toBe(false);
  });

  it('refuses to calibrate without a benchmarkIndex', () => {
    expect(() => midTierMultiplier(NaN)).toThrow(/no benchmarkIndex/);
  });
});

describe('a calibration that follows a busy machine', () => {
  it('sets the low-end phone at twice the mid-tier slowdown', () => {
    const calibration = rollingCalibration();
    calibration.record(800);
    expect(calibration.multiplier('mid')).toBe(2);
    expect(calibration.multiplier('low')).toBe(4);
  });

  it('uses the median of the latest runs, so one odd run does not move it and a lasting change does', () => {
    const calibration = rollingCalibration({ window: 5 });
    [1300, 1300, 150, 1300, 1300].forEach((i) => calibration.record(i));
    expect(calibration.multiplier('mid')).toBe(3);
    [800, 800, 800].forEach((i) => calibration.record(i));
    expect(calibration.index()).toBe(800);
    expect(calibration.multiplier('mid')).toBe(2);
  });

  it('by default holds steadier than over five runs through a machine whose runs scatter', () => {
    // Indices scattered between 1300 and 2300 around a steady machine (a fixed pseudo-random
    // sequence), as two runs in a row can measure on a 2-core machine.
    let seed = 7;
    const scattered = Array.from({ length: 60 }, () => {
      seed = (seed * 48271) % 2147483647;
      return 1300 + (seed % 1001);
    });
    const range = (calibration: ReturnType<typeof rollingCalibration>) => {
      const slowdowns = scattered.map((index) => {
        calibration.record(index);
        return calibration.multiplier('mid');
      });
      const settled = slowdowns.slice(15);
      return Math.max(...settled) - Math.min(...settled);
    };
    expect(range(rollingCalibration())).toBeLessThan(range(rollingCalibration({ window: 5 })) / 2);
  });

  it('ignores a run that reported no benchmarkIndex', () => {
    const calibration = rollingCalibration();
    calibration.record(NaN);
    expect(calibration.calibrated).toBe(false);
    calibration.record(1300);
    expect(calibration.all()).toEqual([1300]);
  });
});
