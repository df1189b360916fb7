export function midTierMultiplier(benchmarkIndex: number): { multiplier: number; tooSlow: boolean };
export const LOW_END_FACTOR: number;
export const PHONES: { mid: number; low: number };
export function rollingCalibration(options?: { window?: number }): {
  record(benchmarkIndex: number): void;
  readonly calibrated: boolean;
  index(): number;
  multiplier(phone: 'mid' | 'low'): number;
  all(): number[];
};
