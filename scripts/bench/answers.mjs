// One fresh load on the phone: its first paint, when a tap first changes what is shown
// ("answers"), and when it is fully working (its 'fully-working' mark); or, left untouched, its
// largest contentful paint.
import { loadOnPhone } from './phone.mjs';

/** The bench taps again this often until a tap works (and is the time resolution of "answers"). */
export const TAP_INTERVAL_MS = 100;
const GIVE_UP_MS = 30_000;
const POLL_MS = 20;

/**
 * How the "answers" loads press a control: 'mouse' (the default) or, with BENCH_PRESS=touch, a
 * touch. DevTools holds each touch it is asked for (`Input.dispatchTouchEvent`) in the browser
 * until the page has drawn its next frame, so that the compositor knows the page's latest touch
 * listeners; a page still parsing its HTML after its first paint draws that frame late, and the
 * hold, which no finger meets (a phone hands a touch straight to the page's compositor), counted
 * as the page's. A mouse press (`Input.dispatchMouseEvent`) reaches the page at once, and fires the
 * same pointer events and click on the same spot. The fully working pages of the INP loads are
 * pressed by touch: idle, they draw that frame at once.
 */
export const PRESS = process.env.BENCH_PRESS === 'touch' ? 'touch' : 'mouse';

const press = (page, { x, y }) =>
  PRESS === 'touch' ? page.touchscreen.tap(x, y) : page.mouse.click(x, y);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Where `control` is on the page, from a load that is not measured (it also warms the server):
 * at the first paint the page's main thread may be too busy to ask, and the bench must tap then.
 */
export async function scoutControl(url, control) {
  const load = await loadOnPhone(url);
  try {
    await load.fullyWorking();
    const box = await load.probe((name) => window.__bench.boxOf(name), control.name);
    if (!box?.inView) throw new Error(`"${control.name}" is not on screen on ${url}`);
    return box;
  } finally {
    await load.close();
  }
}

/**
 * Loads `url`; with a `control` (at `box`), presses it (PRESS) as soon as the first frame is on
 * screen and again every TAP_INTERVAL_MS until its effect shows, never after (a second tap would
 * close what the first opened). A tap is repeated only once the page has taken the one before, up
 * to its click: a page too busy to take a tap gets no pile of them, which it would then take all at
 * once, and a tap whose click is still queued is not taken for one that did nothing. Times are the
 * page's own, in ms since its navigation started: `answers` is when the page started drawing the
 * first frame that showed the effect, `firstTap` when the first tap was made; `early` counts the
 * presses made before the control was in the page, which are not taps on it.
 */
export async function measureLoad(url, control = null, box = null) {
  const load = await loadOnPhone(url, { watch: control, watchPaint: true });
  try {
    const paintedAt = await load.painted();
    let taps = 0;
    if (control) {
      const started = Date.now();
      for (;;) {
        await press(load.page, box);
        taps++;
        const due = Date.now() + TAP_INTERVAL_MS;
        let state;
        do {
          await sleep(Math.min(POLL_MS, due - Date.now()));
          state = await load.probe(
            (c) => ({
              taken: window.__bench.tapsDone,
              shown: window.__bench.shownAt !== null || window.__bench.shown(c),
            }),
            control,
          );
        } while (
          !state.shown &&
          (Date.now() < due || state.taken < taps) &&
          Date.now() - started < GIVE_UP_MS
        );
        if (state.shown) break;
        if (Date.now() - started > GIVE_UP_MS)
          throw new Error(`"${control.name}" on ${url} did not answer ${taps} taps`);
      }
      await load.page.waitForFunction(() => window.__bench.shownAt !== null, null, {
        timeout: GIVE_UP_MS,
        polling: POLL_MS,
      });
    }
    const fullyWorking = await load.fullyWorking();
    const { fcp, timeOrigin } = await load.paintEntry();
    const seen = await load.probe(() => ({
      taps: window.__bench.tapRecord(),
      shownAt: window.__bench.shownAt,
    }));
    // Presses made before the control was in the page are early: the first tap is the first
    // press made once it was there.
    const there = seen.taps.findIndex((t) => t.present);
    const counted = there < 0 ? [] : seen.taps.slice(there);
    // The frame that shows a tap's effect is drawn after the tap; an effect shown earlier came from
    // a press not counted, which would be a wrong figure.
    if (control && !(seen.shownAt >= counted[0]?.at))
      throw new Error(
        `"${control.name}" on ${url} showed its effect before the first tap on it ` +
          `(shown at ${seen.shownAt?.toFixed(1)} ms; presses ${JSON.stringify(seen.taps)})`,
      );
    return {
      fcp,
      fullyWorking,
      firstFrame: paintedAt - timeOrigin,
      ...(control
        ? {
            answers: seen.shownAt,
            firstTap: counted[0]?.at,
            early: seen.taps.length - counted.length,
            taps: counted.length,
            onControl: counted.filter((t) => t.onControl).length,
          }
        : {}),
    };
  } finally {
    await load.close();
  }
}

/**
 * One fresh load of `url` that nothing touches (the browser stops choosing the largest paint at
 * the first input, and the "answers" loads tap at once), read once it is fully working: its
 * largest contentful paint as the browser reports it, in ms since navigation, as the visitor's
 * phone draws it rather than as Lighthouse simulates it.
 */
export async function measureLargestPaint(url) {
  const load = await loadOnPhone(url);
  try {
    await load.fullyWorking();
    const lcp = await load.probe(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(list.getEntries().at(-1)?.startTime ?? NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(NaN), 1000);
        }),
    );
    if (!Number.isFinite(lcp)) throw new Error(`${url} reported no largest contentful paint`);
    return { lcp };
  } finally {
    await load.close();
  }
}
