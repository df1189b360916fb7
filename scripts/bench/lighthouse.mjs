// One Lighthouse run (the mobile default config at a given CPU slowdown, or the desktop preset)
// and the figures we budget.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as PRESETS } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath, QUIET_CHROMIUM_FLAGS } from '../lib/chromium.mjs';
import { median } from './stats.mjs';

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', ...QUIET_CHROMIUM_FLAGS];

let chrome;
export async function openBrowser() {
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: FLAGS });
}
export async function closeBrowser() {
  await chrome?.kill();
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

/**
 * Lighthouse's phone with its throttling applied rather than simulated (`throttlingMethod`
 * 'devtools'): the CPU really slowed `cpuSlowdown` times and the slow 4G network emulated per
 * request, so tasks are as long as they are on such a CPU. Simulation takes the tasks of an
 * unthrottled load and multiplies each by the slowdown, which a scheduler that yields by the clock
 * (React's, every 5 ms) does not do on a slow phone: it does less in each task instead.
 */
const appliedPhoneConfig = (cpuSlowdown) => ({
  extends: 'lighthouse:default',
  settings: {
    throttlingMethod: 'devtools',
    throttling: { ...PRESETS.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
  },
});

/**
 * `form` 'desktop' is Lighthouse's desktop preset; 'mobile' its default phone (simulated slow 4G)
 * with the CPU slowed `cpuSlowdown` times, or with `applied` that phone's throttling applied
 * (above). `performanceOnly` skips the other categories (the low-end phone and the applied
 * throttling only feed the TBT).
 */
export async function measure(
  url,
  form,
  { cpuSlowdown, performanceOnly = false, applied = false } = {},
) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
  if (form === 'mobile' && cpuSlowdown && !applied)
    flags.throttling = { cpuSlowdownMultiplier: cpuSlowdown };
  if (performanceOnly) flags.onlyCategories = ['performance'];
  const config =
    form === 'desktop' ? desktopConfig : applied ? appliedPhoneConfig(cpuSlowdown ?? 4) : undefined;
  const { lhr } = await lighthouse(url, flags, config);
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const summary = (type) =>
    items.find((i) => i.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
  return {
    performance: score(lhr, 'performance'),
    ...(performanceOnly
      ? {}
      : {
          accessibility: score(lhr, 'accessibility'),
          bestPractices: score(lhr, 'best-practices'),
          seo: score(lhr, 'seo'),
        }),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    scriptBytes: summary('script').transferSize,
    totalBytes: summary('total').transferSize,
    requests: summary('total').requestCount,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/** The median of each figure over several runs (the failing audits of the median-performance run). */
export function medianRun(runs) {
  const keys = Object.keys(runs[0]).filter((k) => k !== 'failing');
  const result = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
  const byPerf = [...runs].sort((a, b) => a.performance - b.performance);
  result.failing = byPerf[Math.floor(runs.length / 2)].failing;
  return result;
}
