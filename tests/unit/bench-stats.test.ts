import { describe, expect, it } from 'vitest';
import {
  interactionLatencies,
  measuredInteraction,
  median,
  summarizeInteraction,
  summarizeLargestPaints,
  summarizeLoads,
} from '../../scripts/bench/stats.mjs';

describe('bench medians', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out values that are not figures, and is NaN when none is left', () => {
    expect(median([NaN, 7, Infinity, 1, 4])).toBe(4);
    expect(median([NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });
});

describe('an interaction latency from Event Timing entries', () => {
  const tap = (interactionId: number, startTime: number, durations: number[]) =>
    ['pointerdown', 'pointerup', 'click'].map((name, i) => ({
      name,
      interactionId,
      startTime: startTime + i * 4,
      duration: durations[i] ?? 0,
    }));

  it('is the longest entry among those sharing an interactionId', () => {
    const entries = [...tap(11, 100, [24, 40, 88]), ...tap(12, 500, [56, 16, 32])];
    expect(interactionLatencies(entries)).toEqual([
      { interactionId: 11, startTime: 100, duration: 88 },
      { interactionId: 12, startTime: 500, duration: 56 },
    ]);
  });

  it('counts no entry without an interactionId (hovers, moves) as an interaction', () => {
    const hover = { name: 'pointerover', interactionId: 0, startTime: 90, duration: 400 };
    expect(interactionLatencies([hover, ...tap(3, 100, [16, 16, 24])])).toEqual([
      { interactionId: 3, startTime: 100, duration: 24 },
    ]);
  });

  it('measures only what started after the bench began the interaction (not the menu opened first)', () => {
    const entries = [...tap(1, 100, [300, 0, 0]), ...tap(2, 900, [0, 48, 64])];
    expect(measuredInteraction(entries, 800, 16)).toEqual({
      latency: 64,
      belowThreshold: false,
      interactions: 1,
    });
  });

  it('is the threshold, flagged, when the interaction was too fast to report any entry', () => {
    const earlier = tap(1, 100, [300, 0, 0]);
    expect(measuredInteraction(earlier, 800, 16)).toEqual({
      latency: 16,
      belowThreshold: true,
      interactions: 0,
    });
  });
});

describe('a route summed up over its loads', () => {
  const load = (fcp: number, firstTap: number, answers: number, taps: number, early = 0) => ({
    fcp,
    firstTap,
    answers,
    taps,
    early,
    fullyWorking: 3000 + fcp,
  });

  it('gives medians, the loads whose first tap worked, and how long the answer took to show', () => {
    const summary = summarizeLoads([
      load(1000, 1050, 1090, 1),
      load(1100, 1150, 1210, 1),
      load(900, 960, 3000, 12),
      { error: 'no first painted frame within 30 s' },
    ]);
    expect(summary).toEqual({
      loads: 3,
      errors: ['no first painted frame within 30 s'],
      fcp: 1000,
      fullyWorking: 4000,
      answers: 1210,
      firstTapWorked: 2,
      earlyPresses: 0,
      answerLag: 60,
      tapAfterPaint: 50,
    });
  });

  it('counts the loads with a press made before the control was in the page, apart from their first tap', () => {
    // The second load pressed once before its control was parsed; its first tap, the press after,
    // worked.
    const summary = summarizeLoads([load(1000, 1050, 1090, 1), load(1000, 1100, 1150, 1, 1)]);
    expect(summary.firstTapWorked).toBe(2);
    expect(summary.earlyPresses).toBe(1);
  });

  it('has no "answers" figures for a page without a control to tap', () => {
    expect(summarizeLoads([{ fcp: 800, fullyWorking: 1200 }])).toEqual({
      loads: 1,
      errors: [],
      fcp: 800,
      fullyWorking: 1200,
    });
  });

  it("sums an interaction's pages up without counting failed ones as figures", () => {
    expect(
      summarizeInteraction([
        { latency: 40, belowThreshold: false },
        { latency: 16, belowThreshold: true },
        { latency: 72, belowThreshold: false },
        { error: 'tapping "Page 2" on /blogs changed nothing on screen' },
      ]),
    ).toEqual({
      samples: 3,
      errors: ['tapping "Page 2" on /blogs changed nothing on screen'],
      inp: 40,
      belowThreshold: 1,
    });
  });

  it('sums largest paints up as their median, never counting a failed load as a figure', () => {
    expect(
      summarizeLargestPaints([{ lcp: 480 }, { lcp: 530 }, { lcp: 470 }, { error: 'no entry' }]),
    ).toEqual({ loads: 3, errors: ['no entry'], lcp: 480 });
  });
});
