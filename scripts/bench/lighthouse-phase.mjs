// Lighthouse over every build, in rounds (each round runs every page and pass once, so a machine
// that slows down halfway slows every build alike), with the CPU slowdown calibrated from the
// machine's benchmarkIndex before every mobile run.
import { midTierMultiplier, rollingCalibration } from './calibration.mjs';
import { closeBrowser, measure, medianRun, openBrowser } from './lighthouse.mjs';
import { median } from './stats.mjs';

/**
 * The passes: 'mobile' is Lighthouse's phone at the mid-tier slowdown (every category, every
 * budget), 'lowEnd' at twice that (performance only: it feeds the TBT), 'desktop' its preset.
 * 'mobileApplied' and 'lowEndApplied' are the same two phones with the throttling applied rather
 * than simulated (lighthouse.mjs), for their TBT, reported beside the simulated one.
 */
const PASSES = {
  mobile: { form: 'mobile', phone: 'mid' },
  lowEnd: { form: 'mobile', phone: 'low', performanceOnly: true },
  desktop: { form: 'desktop' },
  mobileApplied: { form: 'mobile', phone: 'mid', performanceOnly: true, applied: true },
  lowEndApplied: { form: 'mobile', phone: 'low', performanceOnly: true, applied: true },
};

/** One run; a run whose trace yields no metric (Lighthouse's NO_LCP and the like) is repeated. */
async function measureOnce(url, pass, calibration) {
  let result;
  for (let attempt = 0; attempt < 3; attempt++) {
    const { form, phone, performanceOnly, applied } = PASSES[pass];
    const cpuSlowdown = phone ? calibration.multiplier(phone) : undefined;
    result = await measure(url, form, { cpuSlowdown, performanceOnly, applied });
    calibration.record(result.benchmarkIndex);
    if (Number.isFinite(result.lcp) && Number.isFinite(result.tbt)) return result;
    console.log(`no metrics from ${url} ${pass} (attempt ${attempt + 1}); measuring again`);
  }
  return result;
}

/**
 * `floor`: the floor's origin, measured in `floorPasses`; `builds`: [{ id, origin, routes,
 * passes }]. Returns each build's medians by route and pass, the floor's by pass (and its LCP in
 * each run), and the calibration the runs used.
 */
export async function lighthousePhase({ floor, floorPasses, builds, runs }) {
  const calibration = rollingCalibration();
  const jobs = [
    ...floorPasses.map((pass) => ({ id: 'floor', url: `${floor}/`, route: '/', pass })),
    ...builds.flatMap(({ id, origin, routes, passes }) =>
      routes.flatMap((route) =>
        passes(route).map((pass) => ({ id, url: `${origin}${encodeURI(route)}`, route, pass })),
      ),
    ),
  ];
  const samples = new Map(jobs.map((job) => [job, []]));
  await openBrowser();
  try {
    // One discarded load per server warms it (first-request compilation of its handlers and
    // caches) and gives the calibration its first benchmarkIndex figures.
    for (const origin of [floor, floor, ...builds.map((b) => b.origin)])
      calibration.record((await measure(`${origin}/`, 'mobile')).benchmarkIndex);
    for (let round = 1; round <= runs; round++) {
      console.log(
        `Lighthouse, round ${round} of ${runs} (benchmarkIndex ${Math.round(calibration.index())}: mid-tier phone at ${calibration.multiplier('mid').toFixed(2)}x)`,
      );
      for (const job of jobs)
        samples.get(job).push(await measureOnce(job.url, job.pass, calibration));
    }
  } finally {
    await closeBrowser();
  }
  // The floor's LCP run by run beside its median: it is bimodal (whether its scripts finish
  // before its paint), and every LCP ratio is to it.
  const results = { floor: {}, floorLcpRuns: {} };
  for (const [job, runsOfJob] of samples) {
    const r = medianRun(runsOfJob);
    if (job.id === 'floor') {
      results.floor[job.pass] = r;
      results.floorLcpRuns[job.pass] = runsOfJob.map((run) => run.lcp);
    } else ((results[job.id] ??= {})[job.route] ??= {})[job.pass] = r;
  }
  const indices = calibration.all();
  return {
    results,
    calibration: {
      benchmarkIndex: median(indices),
      tooSlow: midTierMultiplier(median(indices)).tooSlow,
      lowest: Math.min(...indices),
      highest: Math.max(...indices),
      runs: indices.length,
      mid: median(jobsSlowdowns(samples, 'mobile').concat(jobsSlowdowns(samples, 'mobileApplied'))),
      low: median(jobsSlowdowns(samples, 'lowEnd').concat(jobsSlowdowns(samples, 'lowEndApplied'))),
    },
  };
}

/** The slowdowns the runs of one pass were made at. */
function jobsSlowdowns(samples, pass) {
  return [...samples]
    .filter(([job]) => job.pass === pass)
    .flatMap(([, runsOfJob]) => runsOfJob.map((r) => r.cpuSlowdown));
}
