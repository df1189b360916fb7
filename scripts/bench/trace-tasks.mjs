// What a page's main thread did, read from a Chromium trace: its tasks between two moments of a
// load, each with the work inside it named (parsing, scripts, style, layout, paint, SVG images).

/** The trace events inside a task that name its work, and how each is shown. */
const KINDS = {
  ParseHTML: () => 'parse HTML',
  ParseAuthorStyleSheet: (e) => `parse stylesheet ${file(e.args?.data?.styleSheetUrl)}`,
  EvaluateScript: (e) => `evaluate ${file(e.args?.data?.url)}`,
  'v8.compile': (e) => `compile ${file(e.args?.data?.url)}`,
  FunctionCall: (e) => `run ${file(e.args?.data?.url)}`,
  TimerFire: () => 'timer',
  FireAnimationFrame: () => 'animation frame',
  RunMicrotasks: () => 'microtasks',
  EventDispatch: (e) => `event ${e.args?.data?.type ?? ''}`.trim(),
  UpdateLayoutTree: () => 'style',
  Layout: () => 'layout',
  PrePaint: () => 'pre-paint',
  Paint: () => 'paint',
  Commit: () => 'commit',
  'SVGImage::DataChanged': () => 'SVG image document',
  'Decode Image': () => 'decode image',
  DecodeFont: () => 'decode font',
  // The browser's own readers of a page whose parsing has just ended (its form filling among them,
  // which reads every form and field and lays the page out to do so), in the task that ends it.
  'RenderFrameImpl::DidDispatchDOMContentLoadedEvent': () => 'page read at its end',
  MajorGC: () => 'GC',
  MinorGC: () => 'GC',
};

const file = (url) => (url ? url.split('/').pop().split('?')[0] || url : 'inline');
const ms = (microseconds) => microseconds / 1000;
const key = (e) => `${e.pid}:${e.tid}`;

/**
 * The renderer's main thread of the page at `origin` (the thread its navigation started on; the
 * trace also holds the blank page a browser opens first, and other renderers), the navigation's
 * start, its first contentful paint and its 'fully-working' mark (undefined when absent).
 */
export function pageTimeline(traceEvents, origin) {
  const navigation = traceEvents.find(
    (e) =>
      e.name === 'navigationStart' &&
      String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin),
  );
  if (!navigation) throw new Error(`no navigation to ${origin} in the trace`);
  const after = (name) =>
    traceEvents.find((e) => e.name === name && e.pid === navigation.pid && e.ts >= navigation.ts);
  return {
    thread: key(navigation),
    start: navigation.ts,
    firstPaint: after('firstContentfulPaint')?.ts,
    fullyWorking: after('fully-working')?.ts,
  };
}

/**
 * The main thread's tasks of at least `minMs` that start between `from` and `to` (trace
 * timestamps, microseconds), in order. Each has its start in ms since `start`, its duration, and
 * `work`: the named events directly inside it (an event inside another named one counts with
 * that one), summed by name, longest first, with what the names leave unexplained as `other`.
 */
export function mainThreadTasks(traceEvents, { thread, start, from, to, minMs = 15 }) {
  const own = traceEvents
    .filter((e) => key(e) === thread && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = own.filter(
    (e) => e.name === 'RunTask' && e.ts >= from && e.ts <= to && ms(e.dur) >= minMs,
  );
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const named = own.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && KINDS[e.name],
    );
    // `named` is in start order, the longer first at a shared start, so an event comes after the
    // one it is nested in, even when both last as long (a timer and the call it makes: the first
    // in the trace counts).
    const outermost = named.filter(
      (e, i) => !named.slice(0, i).some((o) => o.ts + o.dur >= e.ts + e.dur),
    );
    const sums = new Map();
    for (const e of outermost) {
      const name = KINDS[e.name](e);
      sums.set(name, (sums.get(name) ?? 0) + ms(e.dur));
    }
    const explained = [...sums.values()].reduce((sum, value) => sum + value, 0);
    return {
      at: ms(task.ts - start),
      duration: ms(task.dur),
      work: [...sums]
        .map(([name, duration]) => ({ name, duration }))
        .sort((a, b) => b.duration - a.duration),
      other: Math.max(0, ms(task.dur) - explained),
    };
  });
}

/** One line per task: when, how long, and its work (ms, rounded; work under half a ms left out). */
export function formatTasks(tasks) {
  const round = (value) => String(Math.round(value));
  return tasks.map(({ at, duration, work, other }) => {
    const parts = work
      .filter((w) => w.duration >= 0.5)
      .map((w) => `${w.name} ${round(w.duration)}`);
    if (other >= 1) parts.push(`other ${round(other)}`);
    return `${round(at).padStart(6)} ${round(duration).padStart(5)}  ${parts.join(', ')}`;
  });
}
