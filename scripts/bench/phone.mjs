// The phone the benchmark's own measures load pages on: Chromium driven by Playwright, slowed
// over CDP to a mid-tier phone on a slow mobile network, with a fresh browser context (no cache,
// no storage) for every load.
import * as constants from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright';
import sharp from 'sharp';
import { chromiumPath, QUIET_CHROMIUM_FLAGS } from '../lib/chromium.mjs';
import { installProbe } from './probe.mjs';

const KBPS = 1024 / 8; // bytes per second in one Kbps, as Lighthouse converts them

/**
 * 4x CPU, 150 ms round trips, 1.6 Mbps down and 0.75 Mbps up (Lighthouse's "slow 4G" figures,
 * applied per request by Chromium's own emulation), on Lighthouse's phone screen and user agent.
 */
export const PHONE = {
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6 * 1024 * KBPS,
    uploadThroughput: 750 * KBPS,
  },
  context: {
    viewport: {
      width: constants.screenEmulationMetrics.mobile.width,
      height: constants.screenEmulationMetrics.mobile.height,
    },
    deviceScaleFactor: constants.screenEmulationMetrics.mobile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: constants.userAgents.mobile,
  },
};

/** Event Timing's smallest threshold: a shorter interaction reports no entry. */
export const EVENT_THRESHOLD_MS = 16;

const FIRST_PAINT_TIMEOUT_MS = 30_000;
const FULLY_WORKING_TIMEOUT_MS = 60_000;

let browser;
export async function openPhone() {
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: QUIET_CHROMIUM_FLAGS,
  });
}
export async function closePhone() {
  await browser?.close();
}

function signalled(what, timeoutMs) {
  let resolve;
  let reject;
  const promise = new Promise((yes, no) => {
    resolve = yes;
    reject = no;
  });
  promise.catch(() => {});
  const timer = setTimeout(
    () => reject(new Error(`no ${what} within ${timeoutMs / 1000} s`)),
    timeoutMs,
  );
  return {
    promise,
    resolve(detail) {
      clearTimeout(timer);
      resolve(detail);
    },
    cancel: () => clearTimeout(timer),
  };
}

/** A frame of one flat colour (the blank page before the first paint), from its pixels. */
async function flat(jpegBase64) {
  const { channels } = await sharp(Buffer.from(jpegBase64, 'base64')).stats();
  return channels.every((c) => c.stdev < 1);
}

/**
 * Resolves with the time (ms since the epoch) of the first frame the browser draws that is not
 * blank. It comes from the browser's compositor, not from the page, whose own first-paint entry
 * reaches its scripts only when its main thread is free (seconds late while its scripts run): the
 * bench has to tap when a visitor would, right after seeing the page. Small frames, and none once
 * the first is in.
 */
async function firstFrame(cdp) {
  const frame = signalled('first painted frame', FIRST_PAINT_TIMEOUT_MS);
  let seen = false;
  cdp.on('Page.screencastFrame', async ({ data, metadata, sessionId }) => {
    cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
    if (seen || (await flat(data)) || seen) return;
    seen = true;
    frame.resolve(metadata.timestamp * 1000);
    cdp.send('Page.stopScreencast').catch(() => {});
  });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 30, maxWidth: 96 });
  return frame;
}

/** What a trace records: the main thread's tasks and what runs in them, and the page's marks. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'blink',
  // Chromium's own work on a page once its parsing ends (trace-tasks.mjs: 'page read at its end').
  'navigation',
];

/**
 * Starts loading `url` on a fresh phone and returns at once. `painted()` (with `watchPaint`)
 * resolves as soon as the first frame is on screen; `fullyWorking()` with the page's mark time
 * (ms since navigation start); `watch` is the effect whose first frame on screen the page notes
 * (probe.mjs). With `trace`, Chromium records a trace from before the navigation until
 * `stopTrace()`, which resolves with its events.
 */
export async function loadOnPhone(url, { watch = null, watchPaint = false, trace = false } = {}) {
  const context = await browser.newContext(PHONE.context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  const working = signalled("'fully-working' mark", FULLY_WORKING_TIMEOUT_MS);
  await page.exposeBinding('__benchSignal', (_source, what, detail) => {
    if (what === 'fully-working') working.resolve(detail);
  });
  await page.addInitScript(installProbe, { threshold: EVENT_THRESHOLD_MS, watch });
  const paint = watchPaint ? await firstFrame(cdp) : null;
  if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const response = await page.goto(url, { waitUntil: 'commit' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  return {
    page,
    painted: () => paint.promise,
    fullyWorking: () => working.promise,
    probe: (fn, arg) => page.evaluate(fn, arg),
    stopTrace: async () => JSON.parse((await browser.stopTracing()).toString()).traceEvents,
    /** The page's first contentful paint and its time origin (ms since the epoch). */
    paintEntry: () =>
      page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        timeOrigin: performance.timeOrigin,
      })),
    async close() {
      working.cancel();
      paint?.cancel();
      await context.close();
    },
  };
}
