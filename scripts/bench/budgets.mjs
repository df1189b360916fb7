// The budgets of the performance issue (mobile unless named), as checks over the results.
const KB = 1024;

export function checkBudgets({ routes, floor, api }) {
  const misses = [];
  const miss = (what, value, budget) => misses.push(`${what}: ${value} (budget ${budget})`);
  for (const [route, forms] of Object.entries(routes)) {
    for (const [form, r] of Object.entries(forms)) {
      for (const key of ['performance', 'accessibility', 'bestPractices', 'seo']) {
        if (r[key] < 100) miss(`${route} ${form} ${key}`, r[key], 100);
      }
      if (form !== 'mobile') continue;
      if (r.lcp > 1300) miss(`${route} LCP`, `${Math.round(r.lcp)} ms`, '1300 ms');
      if (r.lcp > 1.2 * floor.mobile.lcp)
        miss(
          `${route} LCP vs floor`,
          `${Math.round(r.lcp)} ms`,
          `1.2 x ${Math.round(floor.mobile.lcp)} ms`,
        );
      if (r.cls > 0.01) miss(`${route} CLS`, r.cls.toFixed(3), '0.01');
      if (r.tbt > 100) miss(`${route} TBT`, `${Math.round(r.tbt)} ms`, '100 ms');
      const allowance = route === '/maps' ? 120 * KB : 45 * KB;
      if (r.scriptBytes > floor.mobile.scriptBytes + allowance) {
        miss(
          `${route} script bytes`,
          `${(r.scriptBytes / KB).toFixed(1)} KB`,
          `floor ${(floor.mobile.scriptBytes / KB).toFixed(1)} KB + ${allowance / KB} KB`,
        );
      }
      if (route === '/' && r.totalBytes > 250 * KB)
        miss('/ total bytes', `${(r.totalBytes / KB).toFixed(1)} KB`, '250 KB');
    }
  }
  if (api) {
    if (api.ratio < 0.7) miss('log-click throughput ratio', api.ratio.toFixed(2), 0.7);
    if (api.p99 >= 50) miss('log-click p99', `${api.p99} ms`, '< 50 ms');
    if (!api.noLostRows) miss('log-click rows stored vs 2xx', 'mismatch', 'equal');
  }
  return misses;
}
