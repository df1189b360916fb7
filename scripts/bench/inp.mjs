// One interaction's latency (INP's measure) on a fresh page on the phone, pressed once the page
// is fully working: the longest Event Timing entry of the tap, to the paint that followed it.
import { EVENT_THRESHOLD_MS, loadOnPhone } from './phone.mjs';
import { measuredInteraction } from './stats.mjs';

const EFFECT_TIMEOUT_MS = 15_000;

/** Two frames and a moment: the page has painted and its Event Timing entries are delivered. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250))),
      ),
  );

/** Brings `control` on screen as a visitor's scroll would, taps its centre, waits for its effect. */
async function press(load, control, url) {
  const before = await load.probe((c) => {
    const el = window.__bench.control(c.name);
    el?.scrollIntoView({ block: 'center', behavior: 'instant' });
    return { found: Boolean(el), shown: Boolean(el) && window.__bench.shown(c) };
  }, control);
  if (!before.found) throw new Error(`no control named "${control.name}" on ${url}`);
  if (before.shown)
    throw new Error(`the effect of "${control.name}" on ${url} was on screen before the tap`);
  await settle(load.page);
  const box = await load.probe((name) => window.__bench.boxOf(name), control.name);
  if (!box?.inView) throw new Error(`"${control.name}" on ${url} is not on screen to tap`);
  const since = await load.probe(() => performance.now());
  await load.page.touchscreen.tap(box.x, box.y);
  await load.page
    .waitForFunction((c) => window.__bench.shown(c), control, {
      timeout: EFFECT_TIMEOUT_MS,
      polling: 50,
    })
    .catch(() => {
      throw new Error(`tapping "${control.name}" on ${url} changed nothing on screen`);
    });
  // A tap that loads another document takes its page's Event Timing entries with it (the probe
  // starts again in the new one).
  const document = await load.probe(() => window.__bench.startUrl);
  if (document !== url) throw new Error(`tapping "${control.name}" on ${url} loaded ${document}`);
  return since;
}

/** The latency of `interaction` on `origin`, from one fresh load. */
export async function measureInteractionOnce(origin, interaction) {
  const url = `${origin}${interaction.route}`;
  const load = await loadOnPhone(url);
  try {
    await load.fullyWorking();
    for (const control of interaction.before ?? []) await press(load, control, url);
    const since = await press(load, interaction.control, url);
    await settle(load.page);
    const events = await load.probe(() => window.__bench.events);
    return measuredInteraction(events, since, EVENT_THRESHOLD_MS);
  } finally {
    await load.close();
  }
}
