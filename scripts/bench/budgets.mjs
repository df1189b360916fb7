// The benchmark's budgets (on this build; the stock build and the floor are what it is judged
// against), as checks over the results.
import { FIRST_FLIGHT_BYTES, kb } from '../lib/served-size.mjs';

const KB = 1024;
const ms = (value) => `${Math.round(value)} ms`;

// Timings are judged against the floor (a bare Next.js page, a bare button on a blank page) or
// the stock build, measured in the same run on the same machine, so a slow or busy machine slows
// both sides and the budget judges the site, not the machine.
export const LCP_RATIO = 1.2;
/** INP at most this many times the bare button's. */
export const INP_RATIO = 2;
/**
 * "Answers" equals the first paint when the first tap, made as the first frame came on screen,
 * worked in every load, and showed its effect no more than one tap interval (the bench's time
 * resolution) later than the bare button shows its own: one frame to show it, on a page with more
 * to draw than one paragraph.
 */
export const ANSWER_ALLOWANCE_MS = 100;
/** Lighthouse's passes whose TBT must be at most the floor's: the mid-tier and low-end phones. */
export const TBT_PASSES = { mobile: 'mid-tier phone', lowEnd: 'low-end phone' };

function lighthouseMisses({ routes, floor }, miss) {
  for (const [route, passes] of Object.entries(routes)) {
    for (const [pass, r] of Object.entries(passes)) {
      if (pass === 'mobile' || pass === 'desktop')
        for (const key of ['performance', 'accessibility', 'bestPractices', 'seo'])
          if (r[key] < 100) miss(`${route} ${pass} ${key}`, r[key], 100);
      if (TBT_PASSES[pass] && r.tbt > floor[pass].tbt)
        miss(
          `${route} TBT at the ${TBT_PASSES[pass]}`,
          ms(r.tbt),
          `the floor's ${ms(floor[pass].tbt)}`,
        );
      if (pass !== 'mobile') continue;
      if (r.lcp > LCP_RATIO * floor.mobile.lcp)
        miss(`${route} LCP vs floor`, ms(r.lcp), `${LCP_RATIO} x ${ms(floor.mobile.lcp)}`);
      if (r.cls > 0.01) miss(`${route} CLS`, r.cls.toFixed(3), '0.01');
      const allowance = route === '/maps' ? 120 * KB : 45 * KB;
      if (r.scriptBytes > floor.mobile.scriptBytes + allowance)
        miss(
          `${route} script bytes`,
          `${(r.scriptBytes / KB).toFixed(1)} KB`,
          `floor ${(floor.mobile.scriptBytes / KB).toFixed(1)} KB + ${allowance / KB} KB`,
        );
      if (route === '/' && r.totalBytes > 250 * KB)
        miss('/ total bytes', `${(r.totalBytes / KB).toFixed(1)} KB`, '250 KB');
    }
  }
}

function phoneMisses({ pages, floorPages, inp, floorInp, largest }, miss) {
  // The largest paint on the phone is reported beside Lighthouse's (whose LCP the budget judges):
  // a load that failed to report it is still a miss.
  for (const [route, s] of Object.entries(largest?.site ?? {}))
    if (s.errors.length)
      miss(`${route} largest-paint loads that failed`, `${s.errors.length} (${s.errors[0]})`, 0);
  const site = pages.site ?? {};
  const floorLag = floorPages.button?.answerLag;
  if (Object.keys(site).length && !Number.isFinite(floorLag))
    miss('the bare button\'s "answers"', 'not measured', 'a figure to judge "answers" by');
  for (const [route, s] of Object.entries(site)) {
    if (s.errors.length)
      miss(`${route} phone loads that failed`, `${s.errors.length} (${s.errors[0]})`, 0);
    if (s.answers !== undefined) {
      const late = Number.isFinite(floorLag) && !(s.answerLag <= floorLag + ANSWER_ALLOWANCE_MS);
      if (s.firstTapWorked < s.loads || late)
        miss(
          `${route} "answers"`,
          `${ms(s.answers)} after a first paint at ${ms(s.fcp)}: the first tap worked in ${s.firstTapWorked} of ${s.loads} loads, shown ${ms(s.answerLag)} after it`,
          `the first tap works in every load, shown within ${ms(floorLag + ANSWER_ALLOWANCE_MS)} (the bare button's ${ms(floorLag)} + ${ANSWER_ALLOWANCE_MS})`,
        );
    }
    const stock = pages.stock?.[route];
    if (stock && !(s.fullyWorking <= stock.fullyWorking))
      miss(
        `${route} "fully working"`,
        ms(s.fullyWorking),
        `the stock build's ${ms(stock.fullyWorking)}`,
      );
  }
  const bare = floorInp.bareButton?.inp;
  if (Object.keys(inp.site ?? {}).length && !Number.isFinite(bare))
    miss("the bare button's INP", 'not measured', 'a figure to judge INP by');
  // The floor's pages are reported beside the site's: one that failed is no figure either.
  for (const [id, s] of Object.entries(floorInp))
    if (s.errors.length)
      miss(`floor INP ${id}: pages that failed`, `${s.errors.length} (${s.errors[0]})`, 0);
  for (const [id, s] of Object.entries(inp.site ?? {})) {
    if (s.errors.length)
      miss(`INP ${id}: pages that failed`, `${s.errors.length} (${s.errors[0]})`, 0);
    if (Number.isFinite(bare) && !(s.inp <= INP_RATIO * bare))
      miss(`INP ${id}`, ms(s.inp), `${INP_RATIO} x the bare button's ${ms(bare)}`);
  }
}

/**
 * Every missed budget, as a line. `routes` and `floor`: Lighthouse's medians by route and pass;
 * `phone`: the phone measures (phone-phase.mjs); `api`: the click API; `sizes`: first flights.
 */
export function checkBudgets({ routes = {}, floor, phone, api, sizes = [] }) {
  const misses = [];
  const miss = (what, value, budget) => misses.push(`${what}: ${value} (budget ${budget})`);
  if (floor) lighthouseMisses({ routes, floor }, miss);
  if (phone) phoneMisses(phone, miss);
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
