// The benchmark's eyes inside a page: installed before the page's own scripts (Playwright's
// addInitScript, which a page's policy does not govern), it notes the 'fully-working' mark, every
// tap, every Event Timing entry and the first frame that shows a tap's effect, finds controls by
// role and name, and tells whether a control's effect is on screen. Serialized into the page: it
// must not use anything from outside itself.

/**
 * In-page: sets up window.__bench and reports the 'fully-working' mark to the bench's binding.
 * `watch`, when given, is the effect whose first frame on screen is noted from the first tap on.
 */
export function installProbe({ threshold, watch = null }) {
  const bench = {
    fullyWorking: null,
    taps: [],
    tapsDone: 0,
    invalidAt: [],
    events: [],
    shownAt: null,
    startUrl: location.href,
  };
  window.__bench = bench;
  const signal = (what, detail) => window.__benchSignal?.(what, detail);

  // The accessible name, near enough: aria-label, else the text aria-labelledby points to, else
  // the text as rendered (innerText leaves out what CSS hides, such as a toggle's "Close menu"
  // while the menu is closed; visually hidden text stays in).
  const nameOf = (el) => {
    const labelled = el.getAttribute('aria-labelledby');
    const label =
      el.getAttribute('aria-label') ??
      (labelled
        ? labelled
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : el.innerText);
    return (label ?? '').replace(/\s+/g, ' ').trim();
  };
  const visible = (el) => {
    if (!el?.isConnected || !el.checkVisibility({ visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  /** What a visitor can press, by role and accessible name: buttons, links, disclosure summaries. */
  const CONTROLS = 'button, a[href], summary, [role="button"], [role="link"]';
  const found = new Map();
  bench.control = (name) => {
    const known = found.get(name);
    if (known?.isConnected) return known;
    const el = [...document.querySelectorAll(CONTROLS)].find((c) => nameOf(c) === name) ?? null;
    if (el) found.set(name, el);
    return el;
  };
  /**
   * The control `c` names, by its name or, for a toggle, by its name while open: a press can land
   * on a toggle whose label is not parsed yet, and once that press has opened what it controls,
   * the toggle goes by its other name.
   */
  const watched = (c) => bench.control(c.name) ?? (c.openName ? bench.control(c.openName) : null);
  /** The element a control shows: its popover, the list it controls, its <details>. */
  const controlled = (control) => {
    const id = control.getAttribute('popovertarget') ?? control.getAttribute('aria-controls');
    if (id) return document.getElementById(id);
    return control.localName === 'summary' ? control.parentElement : null;
  };
  const inView = (el) => {
    const box = el.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    return x >= 0 && x <= innerWidth && y >= 0 && y <= innerHeight;
  };
  /**
   * Whether the effect of pressing the control `c` names is on screen. 'reveal': what it
   * controls is shown; 'current': it is marked current, or the page moved to where it points;
   * 'dialog': a dialog with a name matching `dialog` is shown; 'invalid': the browser refused the
   * form (an `invalid` event) or the page marked a field invalid or showed an alert.
   */
  bench.shown = (c) => {
    const { effect, dialog } = c;
    const control = watched(c);
    if (effect === 'reveal') {
      const target = control && controlled(control);
      if (!target) return false;
      return target.localName === 'details' ? target.open : visible(target);
    }
    if (effect === 'current') {
      if (location.href !== bench.startUrl && !location.hash) return true;
      const current = control?.getAttribute('aria-current');
      if (current && current !== 'false') return true;
      const hash = control?.getAttribute('href')?.split('#')[1];
      const target = hash && document.getElementById(decodeURIComponent(hash));
      return Boolean(target && visible(target) && inView(target));
    }
    if (effect === 'dialog') {
      const pattern = new RegExp(dialog);
      return [...document.querySelectorAll('[role="dialog"], dialog')].some(
        (d) => visible(d) && pattern.test(nameOf(d)),
      );
    }
    if (effect === 'invalid') {
      if (bench.invalidAt.length) return true;
      return [...document.querySelectorAll('[aria-invalid="true"], [role="alert"]')].some(visible);
    }
    throw new Error(`unknown effect ${effect}`);
  };
  /** Where to tap `name`: the centre of its box in the viewport, or null when not on screen. */
  bench.boxOf = (name) => {
    const el = bench.control(name);
    if (!visible(el)) return null;
    const box = el.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2, inView: inView(el) };
  };
  // From the first tap on, every frame is checked for the watched effect, and the first frame that
  // shows it is noted: a rAF callback runs just before its frame is drawn, so the time it runs at
  // is when the page starts drawing that frame. Not the frame's own start time, the callback's
  // argument: on a page busy parsing, a frame can be begun, then held back by a long task while
  // a tap's events are handled, and its start then comes before the tap it shows.
  const look = () => {
    if (bench.shownAt !== null) return;
    if (bench.shown(watch)) bench.shownAt = performance.now();
    else requestAnimationFrame(look);
  };
  addEventListener(
    'pointerdown',
    (event) => {
      // Whether the watched control was in the page when pressed: the first frame can show the
      // page's loading overlay or the top of the page before the control is parsed, and a press
      // then is early, not a tap on the control. Looked up now, before the tap acts: a toggle may
      // change its name once open ("Close menu").
      const present = !watch || Boolean(watched(watch));
      bench.taps.push({ at: event.timeStamp, target: event.target, present });
      if (bench.taps.length === 1 && watch) requestAnimationFrame(look);
    },
    { capture: true, passive: true },
  );
  // A tap is done once its click has been dispatched (or the browser cancelled it): a page busy
  // parsing takes a tap's pointer events, mouse events and click in tasks of their own, and other
  // tasks can run between them, so its pointerdown alone does not mean the tap has acted yet.
  const done = (event) => {
    if (event.isTrusted) bench.tapsDone++;
  };
  addEventListener('click', done, { capture: true, passive: true });
  addEventListener('pointercancel', done, { capture: true, passive: true });
  /**
   * The taps so far: when each was made, whether it landed on the watched control, and whether
   * the control was in the page then: found by its name, or pressed (a control still being parsed
   * may not have its whole name yet, and a press on it counts).
   */
  bench.tapRecord = () => {
    const control = watch && watched(watch);
    return bench.taps.map(({ at, target, present }) => {
      const onControl = Boolean(control?.contains(target));
      return { at, present: present || onControl, onControl };
    });
  };
  addEventListener('invalid', (event) => bench.invalidAt.push(event.timeStamp), true);

  const keep = (entry) =>
    bench.events.push({
      name: entry.name,
      interactionId: entry.interactionId ?? 0,
      startTime: entry.startTime,
      duration: entry.duration,
    });
  new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  });
  // The first input is reported whatever its duration: on a fresh page it is often the one
  // measured.
  new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({
    type: 'first-input',
    buffered: true,
  });
  new PerformanceObserver((list) => {
    const mark = list.getEntriesByName('fully-working')[0];
    if (!mark || bench.fullyWorking !== null) return;
    bench.fullyWorking = mark.startTime;
    signal('fully-working', mark.startTime);
  }).observe({ type: 'mark', buffered: true });
}
