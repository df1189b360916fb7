// The budgets of the performance issue (mobile unless named), as checks over the results.
import { FIRST_FLIGHT_BYTES, kb } from '../lib/served-size.mjs';

const KB = 1024;

// Timings are judged against a bare Next.js page measured in the same run on the same machine,
// so a slow or busy machine slows both and the budget judges the site, not the machine.
export const LCP_RATIO = 1.2;
// TBT: at most 1.5 times the floor's, since the site hydrates more components than a bare page
// but should block no longer than half as much again. A floor near 0 ms (a fast machine) would
// make any ratio a budget of 0, so the budget is never below the floor plus 50 ms, one long
// task's worth of blocking time.
export const TBT_RATIO = 1.5;
export const TBT_ALLOWANCE_MS = 50;
export const tbtBudget = (floorTbt) => Math.max(TBT_RATIO * floorTbt, floorTbt + TBT_ALLOWANCE_MS);

export function checkBudgets({ routes, floor, api, sizes = [] }) {
  const misses = [];
  const miss = (what, value, budget) => misses.push(`${what}: ${value} (budget ${budget})`);
  for (const [route, forms] of Object.entries(routes)) {
    for (const [form, r] of Object.entries(forms)) {
      for (const key of ['performance', 'accessibility', 'bestPractices', 'seo']) {
        if (r[key] < 100) miss(`${route} ${form} ${key}`, r[key], 100);
      }
      if (form !== 'mobile') continue;
      if (r.lcp > LCP_RATIO * floor.mobile.lcp)
        miss(
          `${route} LCP vs floor`,
          `${Math.round(r.lcp)} ms`,
          `${LCP_RATIO} x ${Math.round(floor.mobile.lcp)} ms`,
        );
      if (r.cls > 0.01) miss(`${route} CLS`, r.cls.toFixed(3), '0.01');
      if (r.tbt > tbtBudget(floor.mobile.tbt))
        miss(
          `${route} TBT vs floor`,
          `${Math.round(r.tbt)} ms`,
          `${Math.round(tbtBudget(floor.mobile.tbt))} ms (floor ${Math.round(floor.mobile.tbt)} ms)`,
        );
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
  for (const s of sizes)
    if (s.total > FIRST_FLIGHT_BYTES)
      miss(`${s.route} first flight`, `${kb(s.total)} KB`, `${kb(FIRST_FLIGHT_BYTES)} KB`);
  if (api) {
    if (api.ratio < 0.7) miss('log-click throughput ratio', api.ratio.toFixed(2), 0.7);
    if (api.p99 >= 50) miss('log-click p99', `${api.p99} ms`, '< 50 ms');
    if (!api.noLostRows) miss('log-click rows stored vs 2xx', 'mismatch', 'equal');
  }
  return misses;
}
