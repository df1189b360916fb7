// The visitor's tables, as Markdown: this build, the stock build and the floor side by side for
// first paint, "answers", "fully working", the largest contentful paint, TBT at both calibrated
// phones, and INP. The README's
// performance table is this output.
import { PRESS } from './answers.mjs';
import { BARE_PLATFORM, INTERACTIONS } from './controls.mts';

const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : '-');
const BUILDS = {
  site: 'this build',
  stock: 'stock',
  // BENCH_AGAINST: this site built with one setting changed, in place of stock.
  against: process.env.BENCH_AGAINST,
};

function loadRow(route, build, s, largest, lighthouse) {
  const early = s?.earlyPresses ? ` (${s.earlyPresses} early)` : '';
  const tapped = s?.answers === undefined ? '-' : `${s.firstTapWorked}/${s.loads}${early}`;
  return `| ${route} | ${build} | ${ms(s?.fcp)} | ${ms(s?.answers)} | ${tapped} | ${ms(s?.answerLag)} | ${ms(s?.fullyWorking)} | ${ms(largest?.lcp)} | ${ms(lighthouse?.mobile?.tbt)} | ${ms(lighthouse?.lowEnd?.tbt)} | ${ms(lighthouse?.mobileApplied?.tbt)} | ${ms(lighthouse?.lowEndApplied?.tbt)} |`;
}

/**
 * Per route: each build's medians. "answers" is when a tap made as the first frame came on screen
 * (and again every 100 ms until one worked) first showed its effect; "first tap" how many loads
 * the first tap worked in, and in how many a press came before the control was in the page
 * ("early": the first tap is then the next press); "tap → shown" the time from that first tap to
 * the frame showing it; "largest paint" the largest contentful paint of loads nothing touched.
 * TBT from Lighthouse at the calibrated mid-tier and low-end phones, simulated and (with
 * BENCH_PARTS lighthouse-applied) applied.
 */
export function printVisitorTable({ phone, lighthouse, loads }) {
  console.log(
    `\nOn the phone (4x CPU, 150 ms RTT, 1.6 / 0.75 Mbps), medians of ${loads} fresh loads (ms since navigation), "answers" pressed by ${PRESS}; TBT from Lighthouse at the calibrated phones\n`,
  );
  console.log(
    '| route | build | first paint | "answers" | first tap | tap → shown | "fully working" | largest paint | TBT mid-tier | TBT low-end | TBT mid-tier, applied | TBT low-end, applied |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  console.log(
    loadRow(
      'floor',
      'Next.js page',
      phone?.floorPages.page,
      phone?.floorLargest.page,
      lighthouse?.floor,
    ),
  );
  console.log(loadRow('floor', 'bare button', phone?.floorPages.button, null, null));
  // The routes the phone measured, and those Lighthouse ran at both phones (a run of Lighthouse
  // alone has only these).
  const lighthouseRoutes = Object.entries(lighthouse?.site ?? {})
    .filter(([, passes]) => passes.lowEnd || passes.lowEndApplied)
    .map(([route]) => route);
  const routes = new Set([
    ...[phone?.pages, phone?.largest].flatMap((byBuild) =>
      Object.values(byBuild ?? {}).flatMap((byRoute) => Object.keys(byRoute)),
    ),
    ...lighthouseRoutes,
  ]);
  for (const route of routes)
    for (const [id, name] of Object.entries(BUILDS))
      if (phone?.pages[id] || lighthouse?.[id]?.[route])
        console.log(
          loadRow(
            route,
            name,
            phone?.pages[id]?.[route],
            phone?.largest[id]?.[route],
            lighthouse?.[id]?.[route],
          ),
        );
}

/** Per interaction: the median of its longest Event Timing entry, on pages already fully working. */
export function printInpTable({ phone, runs }) {
  const cell = (s) =>
    s
      ? `${ms(s.inp)}${s.belowThreshold ? ` (${s.belowThreshold} under 16)` : ''}${s.errors.length ? ` (${s.errors.length} failed)` : ''}`
      : '-';
  console.log(
    `\nINP on the phone, medians over ${runs} fresh pages each, pressed once fully working (ms)\n`,
  );
  // The build beside this one: stock, or with BENCH_AGAINST the same site with one setting changed.
  const other = phone.inp.against ? 'against' : 'stock';
  console.log(
    `| interaction | this build | ${BUILDS[other]} | bare button (floor) | the same tap, bare (floor) |`,
  );
  console.log('|---|---|---|---|---|');
  const bare = cell(phone.floorInp.bareButton);
  for (const { id, label } of INTERACTIONS) {
    if (!phone.inp.site?.[id] && !phone.inp[other]?.[id]) continue;
    const platform = BARE_PLATFORM[id];
    const same = platform ? cell(phone.floorInp[platform.id]) : '-';
    console.log(
      `| ${label} | ${cell(phone.inp.site?.[id])} | ${cell(phone.inp[other]?.[id])} | ${bare} | ${same} |`,
    );
  }
}
