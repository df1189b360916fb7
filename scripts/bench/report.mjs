// The benchmark's tables, as Markdown.
const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => Math.round(value);

const ratio = (value, base) => (base > 0 ? `${(value / base).toFixed(2)}x` : '-');

/**
 * Lighthouse's figures per route and form factor, the floor's first; LCP and TBT also as a ratio
 * to the floor's in the same form factor, which is what their budgets judge.
 */
export function printResults({ runs, floor, routes }) {
  const row = (name, form, r) =>
    `| ${name} | ${form} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${ms(r.lcp)} | ${ratio(r.lcp, floor[form].lcp)} | ${ms(r.tbt)} | ${ratio(r.tbt, floor[form].tbt)} | ${r.cls.toFixed(3)} | ${ms(r.fcp)} | ${kb(r.scriptBytes)} | ${kb(r.totalBytes)} | ${r.requests} |`;
  console.log(`\nLighthouse ${runs} runs each, medians (ms, KB transferred)\n`);
  console.log(
    '| route | form | perf | a11y | best pr. | SEO | LCP | LCP/floor | TBT | TBT/floor | CLS | FCP | script KB | total KB | requests |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const form of ['mobile', 'desktop']) console.log(row('floor', form, floor[form]));
  for (const [route, forms] of Object.entries(routes))
    for (const [form, r] of Object.entries(forms)) console.log(row(route, form, r));
}

/** What the post-build speed steps buy: the stock build's mobile figures beside the site's. */
export function printLayerGain({ routes, stock }) {
  console.log('\nSpeed steps on vs off (SPEED_STEPS=off: stock Next.js pages), mobile medians\n');
  console.log(
    '| route | LCP off → on | FCP off → on | TBT off → on | perf off → on | KB off → on |',
  );
  console.log('|---|---|---|---|---|---|');
  const gains = [];
  for (const [route, forms] of Object.entries(stock)) {
    const on = routes[route].mobile;
    const off = forms.mobile;
    gains.push(off.lcp - on.lcp);
    console.log(
      `| ${route} | ${ms(off.lcp)} → ${ms(on.lcp)} | ${ms(off.fcp)} → ${ms(on.fcp)} | ${ms(off.tbt)} → ${ms(on.tbt)} | ${off.performance} → ${on.performance} | ${kb(off.totalBytes)} → ${kb(on.totalBytes)} |`,
    );
  }
  const sorted = gains.sort((a, b) => a - b);
  console.log(
    `\nmobile LCP saved by the speed steps: ${ms(sorted[0])} to ${ms(sorted.at(-1))} ms, median ${ms(sorted[Math.floor(sorted.length / 2)])} ms`,
  );
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
