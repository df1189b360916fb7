import { describe, expect, it } from 'vitest';
import { formatTasks, mainThreadTasks, pageTimeline } from '../../scripts/bench/trace-tasks.mjs';

const ORIGIN = 'http://127.0.0.1:3000';
const on = (pid: number, tid: number) => ({ pid, tid });
const main = on(1, 1);
const task = (ts: number, dur: number, thread = main) => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur,
  ...thread,
});
const inside = (name: string, ts: number, dur: number, data: Record<string, unknown> = {}) => ({
  name,
  ph: 'X',
  ts,
  dur,
  ...main,
  args: { data },
});

// Timestamps in microseconds, as Chromium writes them.
const trace = [
  { name: 'navigationStart', ts: 500, ...on(2, 1), args: { data: { documentLoaderURL: '' } } },
  {
    name: 'navigationStart',
    ts: 1_000,
    ...main,
    args: { data: { documentLoaderURL: `${ORIGIN}/blogs` } },
  },
  { name: 'firstContentfulPaint', ts: 200_000, ...main },
  { name: 'fully-working', ph: 'R', ts: 900_000, ...main },
  task(100_000, 30_000), // before the first paint
  task(300_000, 40_000),
  inside('UpdateLayoutTree', 301_000, 10_000),
  inside('Layout', 312_000, 12_000),
  inside('TimerFire', 326_000, 6_000),
  inside('FunctionCall', 326_500, 5_000, { url: `${ORIGIN}/_next/static/chunks/app.js` }),
  task(400_000, 10_000), // shorter than the threshold
  task(500_000, 50_000, on(1, 2)), // another thread
  task(600_000, 20_000),
  inside('SVGImage::DataChanged', 601_000, 6_000),
  inside('SVGImage::DataChanged', 608_000, 6_000),
  task(700_000, 16_000),
  inside('EvaluateScript', 700_500, 15_000, { url: `${ORIGIN}/_next/static/chunks/react.js?v=1` }),
  task(800_000, 20_000),
  inside('TimerFire', 801_000, 9_000),
  inside('FunctionCall', 801_000, 9_000, { url: `${ORIGIN}/_next/static/chunks/app.js` }),
  task(850_000, 30_000),
  inside('RenderFrameImpl::DidDispatchDOMContentLoadedEvent', 851_000, 25_000),
  inside('Layout', 860_000, 10_000),
  task(950_000, 80_000), // after the page is fully working
];

describe('the page in a trace', () => {
  it("is the navigation to the site's origin, with its first paint and its fully-working mark", () => {
    expect(pageTimeline(trace, ORIGIN)).toEqual({
      thread: '1:1',
      start: 1_000,
      firstPaint: 200_000,
      fullyWorking: 900_000,
    });
  });

  it('is an error when the trace has no navigation to the origin', () => {
    expect(() => pageTimeline(trace, 'http://127.0.0.1:4000')).toThrow(/no navigation/);
  });
});

describe("the main thread's tasks", () => {
  const timeline = pageTimeline(trace, ORIGIN);
  const tasks = mainThreadTasks(trace, {
    ...timeline,
    from: timeline.firstPaint!,
    to: timeline.fullyWorking!,
  });

  it('are the tasks of its thread between the two moments, at least 15 ms long', () => {
    expect(tasks.map((t) => [t.at, t.duration])).toEqual([
      [299, 40],
      [599, 20],
      [699, 16],
      [799, 20],
      [849, 30],
    ]);
  });

  it('name the work inside each task, an event inside another counted with it, longest first', () => {
    expect(tasks[0]).toEqual({
      at: 299,
      duration: 40,
      work: [
        { name: 'layout', duration: 12 },
        { name: 'style', duration: 10 },
        { name: 'timer', duration: 6 },
      ],
      other: 12,
    });
  });

  it('sum the same work within a task, and name scripts by their file', () => {
    expect(tasks[1]!.work).toEqual([{ name: 'SVG image document', duration: 12 }]);
    expect(tasks[1]!.other).toBe(8);
    expect(tasks[2]!.work).toEqual([{ name: 'evaluate react.js', duration: 15 }]);
  });

  it('count a call once when it lasts as long as the timer that made it', () => {
    expect(tasks[3]!.work).toEqual([{ name: 'timer', duration: 9 }]);
    expect(tasks[3]!.other).toBe(11);
  });

  it("name the browser's own reading of the page as its parsing ends, with the layout it forces", () => {
    expect(tasks[4]!.work).toEqual([{ name: 'page read at its end', duration: 25 }]);
    expect(tasks[4]!.other).toBe(5);
  });

  it('print one line each: start, duration and the work inside', () => {
    expect(formatTasks(tasks)).toEqual([
      '   299    40  layout 12, style 10, timer 6, other 12',
      '   599    20  SVG image document 12, other 8',
      '   699    16  evaluate react.js 15, other 1',
      '   799    20  timer 9, other 11',
      '   849    30  page read at its end 25, other 5',
    ]);
  });
});
