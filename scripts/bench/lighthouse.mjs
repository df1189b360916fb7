// One Lighthouse run (mobile default config or the desktop preset) and the figures we budget.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath, QUIET_CHROMIUM_FLAGS } from '../lib/chromium.mjs';

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

export async function measure(url, form) {
  const { lhr } = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error' },
    form === 'desktop' ? desktopConfig : undefined,
  );
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const summary = (type) =>
    items.find((i) => i.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    scriptBytes: summary('script').transferSize,
    totalBytes: summary('total').transferSize,
    requests: summary('total').requestCount,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/** The median of each figure over several runs (the failing audits of the median-performance run). */
export function median(runs) {
  const mid = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const keys = Object.keys(runs[0]).filter((k) => k !== 'failing');
  const result = Object.fromEntries(keys.map((k) => [k, mid(runs.map((r) => r[k]))]));
  const byPerf = [...runs].sort((a, b) => a.performance - b.performance);
  result.failing = byPerf[Math.floor(runs.length / 2)].failing;
  return result;
}
