// The benchmark's Lighthouse, first-flight and API tables, as Markdown.
const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : '-');
const score = (value) => (value === undefined ? '' : String(Math.round(value)));
const ratio = (value, base) => (base > 0 ? `${(value / base).toFixed(2)}x` : '-');

const PASS_NAMES = {
  mobile: 'mid-tier phone',
  lowEnd: 'low-end phone',
  desktop: 'desktop',
  mobileApplied: 'mid-tier phone, applied',
  lowEndApplied: 'low-end phone, applied',
};

/**
 * Lighthouse's figures per route and pass, the floor's first; LCP and TBT also as a ratio to the
 * floor's in the same pass, which is what their budgets judge.
 */
export function printResults({ runs, floor, floorLcpRuns = {}, routes, calibration }) {
  const row = (name, pass, r) =>
    `| ${name} | ${PASS_NAMES[pass]} | ${r.cpuSlowdown.toFixed(2)}x | ${score(r.performance)} | ${score(r.accessibility)} | ${score(r.bestPractices)} | ${score(r.seo)} | ${ms(r.lcp)} | ${ratio(r.lcp, floor[pass].lcp)} | ${ms(r.tbt)} | ${ratio(r.tbt, floor[pass].tbt)} | ${r.cls.toFixed(3)} | ${ms(r.fcp)} | ${kb(r.scriptBytes)} | ${kb(r.totalBytes)} | ${r.requests} |`;
  console.log(`\nLighthouse, ${runs} runs each, medians (ms, KB transferred)\n`);
  printCalibration(calibration);
  console.log(
    '| route | pass | CPU | perf | a11y | best pr. | SEO | LCP | LCP/floor | TBT | TBT/floor | CLS | FCP | script KB | total KB | requests |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const pass of Object.keys(floor)) console.log(row('floor', pass, floor[pass]));
  for (const [route, passes] of Object.entries(routes))
    for (const [pass, r] of Object.entries(passes)) console.log(row(route, pass, r));
  const floorRuns = Object.entries(floorLcpRuns).map(
    ([pass, lcps]) => `${PASS_NAMES[pass]} ${lcps.map(ms).join(', ')}`,
  );
  if (floorRuns.length) console.log(`\nThe floor's LCP run by run (ms): ${floorRuns.join('; ')}`);
}

function printCalibration(c) {
  console.log(
    `CPU slowdown calibrated before each run from Lighthouse's benchmarkIndex (median ${ms(c.benchmarkIndex)}, ${ms(c.lowest)} to ${ms(c.highest)} over ${c.runs} runs): mid-tier phone at ${c.mid.toFixed(2)}x, low-end phone at ${c.low.toFixed(2)}x (medians)\n`,
  );
  if (c.tooSlow)
    console.log(
      'Warning: this machine is slower than the mid-tier phone itself (benchmarkIndex under 150): the runs use no slowdown at all, and its figures are worse than a phone would see.\n',
    );
}

/**
 * Another build's phone figures beside this build's (medians): by default the stock build, what the
 * post-build speed steps buy; with BENCH_AGAINST, the same site built with one setting changed.
 */
export function printLayerGain({
  routes,
  other,
  title = 'Speed steps on vs off (SPEED_STEPS=off: stock Next.js pages)',
}) {
  console.log(`\n${title}, mid-tier phone medians (TBT also at the low-end phone)\n`);
  console.log(
    '| route | LCP off → on | FCP off → on | TBT off → on | TBT low-end off → on | perf off → on | KB off → on |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [route, passes] of Object.entries(other)) {
    const on = routes[route]?.mobile;
    const off = passes.mobile;
    if (!on || !off) continue;
    console.log(
      `| ${route} | ${ms(off.lcp)} → ${ms(on.lcp)} | ${ms(off.fcp)} → ${ms(on.fcp)} | ${ms(off.tbt)} → ${ms(on.tbt)} | ${ms(passes.lowEnd?.tbt)} → ${ms(routes[route]?.lowEnd?.tbt)} | ${off.performance} → ${on.performance} | ${kb(off.totalBytes)} → ${kb(on.totalBytes)} |`,
    );
  }
}

export function printApi(api) {
  console.log(
    `\nlog-click ${api.clicksRps.toFixed(0)} req/s vs no-op ${api.baselineRps.toFixed(0)} req/s: ratio ${api.ratio.toFixed(2)}, p99 ${api.p99} ms, rows = 2xx: ${api.noLostRows}`,
  );
}

/** Each route's first flight: response headers plus gzipped HTML, against 14 KB. */
export function printSizes(sizes, budget) {
  console.log(`\nFirst flight (headers + gzipped HTML) vs ${kb(budget)} KB\n`);
  console.log('| route | status | headers B | body KB | total KB | within |');
  console.log('|---|---|---|---|---|---|');
  for (const s of sizes)
    console.log(
      `| ${s.route} | ${s.status} | ${s.headerBytes} | ${kb(s.bodyBytes)}${s.gzippedHere ? ' (gzipped here)' : ''} | ${kb(s.total)} | ${s.total <= budget ? 'yes' : 'NO'} |`,
    );
}
