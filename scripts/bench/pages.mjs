#!/usr/bin/env node
// npm run bench: what a visitor feels, for this build, the same build with the speed steps off
// (SPEED_STEPS=off, stock Next.js pages) and the floor (a bare Next.js page, and a bare button on a
// blank page), measured side by side in one run: first flights; first paint, "answers" and "fully
// working" on a throttled phone; INP of each control; Lighthouse at a calibrated mid-tier and
// low-end phone and on desktop; the API. Prints the tables, writes .bench/latest.json, and exits
// non-zero listing every missed budget (budgets apply to this build). Runs under tsx, to read the
// site's route list and content. Options (env): docs/benchmark.md, "Options and time".
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkBudgets } from './budgets.mjs';
import { ANSWER_ROUTES } from './controls.mts';
import { closeBrowser } from './lighthouse.mjs';
import { lighthousePhase } from './lighthouse-phase.mjs';
import { closePhone } from './phone.mjs';
import { phonePhase } from './phone-phase.mjs';
import { printApi, printLayerGain, printResults, printSizes } from './report.mjs';
import { printInpTable, printVisitorTable } from './report-visitor.mjs';
import { benchRoutes } from './routes.mts';
import { buildInto } from '../lib/build.mjs';
import { freePort } from '../lib/free-port.mjs';
import { run, startServer } from '../lib/server.mjs';
import { FIRST_FLIGHT_BYTES, servedSizes } from '../lib/served-size.mjs';

const env = process.env;
const KEY_ROUTES = Object.keys(ANSWER_ROUTES);
const routes =
  env.BENCH_ROUTES === 'all'
    ? benchRoutes
    : env.BENCH_ROUTES
      ? env.BENCH_ROUTES.split(',')
      : KEY_ROUTES;
const keyRoutes = routes.filter((r) => KEY_ROUTES.includes(r));
// Five Lighthouse runs a page and pass: Lighthouse's guidance on variability is that the median
// of five roughly halves the run-to-run spread. It narrows it, no more.
const runs = Number(env.BENCH_RUNS ?? 5);
const loads = Number(env.BENCH_LOADS ?? 5);
const inpRuns = Number(env.BENCH_INP_RUNS ?? 7);
const DEFAULT_PARTS = ['lighthouse', 'answers', 'lcp', 'inp', 'api'];
const parts = new Set(env.BENCH_PARTS ? env.BENCH_PARTS.split(',') : DEFAULT_PARTS);
// Lighthouse's phones as it simulates them ('lighthouse', what the budgets judge) and, only when
// asked for by name ('lighthouse-applied'), with their throttling applied to a really slowed CPU,
// whose TBT is reported beside the simulated one.
const simulated = parts.has('lighthouse');
const applied = parts.has('lighthouse-applied');
const appliedPasses = applied ? ['mobileApplied', 'lowEndApplied'] : [];
// The passes the phone's routes get beside the simulated mid-tier phone: the low-end phone and
// the applied-throttling phones, each for its TBT.
const bothPhones = [...(simulated ? ['lowEnd'] : []), ...appliedPasses];
const withStock = env.BENCH_STOCK !== '0';
// BENCH_AGAINST=NAME=VALUE: instead of stock, this same site built with one setting changed (for
// example VITALS_SAMPLE_RATE=0, the site without its Web Vitals reporter), to show what a feature
// costs the pages.
const against = env.BENCH_AGAINST ? settingOf(env.BENCH_AGAINST) : null;
const floorDir = path.resolve('scripts/bench/floor');
const started = Date.now();

const [sitePort, stockPort, floorPort] = [await freePort(), await freePort(), await freePort()];
const builds = [
  { id: 'site', distDir: '.next-bench', port: sitePort, env: {} },
  ...(against
    ? [{ id: 'against', distDir: '.next-bench-against', port: stockPort, env: against }]
    : withStock
      ? [
          {
            id: 'stock',
            distDir: '.next-bench-stock',
            port: stockPort,
            env: { SPEED_STEPS: 'off' },
          },
        ]
      : []),
];

function settingOf(text) {
  const [name, ...value] = text.split('=');
  if (!/^[A-Z][A-Z0-9_]*$/.test(name) || !value.length)
    throw new Error(`BENCH_AGAINST=${text}: expected NAME=VALUE, e.g. VITALS_SAMPLE_RATE=0`);
  return { [name]: value.join('=') };
}

if (!env.BENCH_SKIP_BUILD) {
  for (const { distDir, port, env: buildEnv } of builds) {
    console.log(`building ${distDir}`);
    buildInto(distDir, { env: { ...buildEnv, SITE_URL: `http://127.0.0.1:${port}` } });
  }
  await run(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
    cwd: floorDir,
  });
}

// Stopped halfway (Ctrl-C, kill), the bench still stops its servers and browsers.
const running = [];
const tracked = (server) => (running.push(server), server);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    console.log(`\n${signal}: stopping the servers and browsers`);
    await Promise.allSettled([
      closeBrowser(),
      closePhone(),
      ...running.map((server) => server.stop()),
    ]);
    process.exit(130);
  });
const servers = await Promise.all(
  builds.map(({ distDir, port, env: buildEnv }) =>
    startServer({
      port,
      env: {
        // What the build was made with holds when it runs, for settings read at run time too.
        ...buildEnv,
        NEXT_DIST_DIR: distDir,
        SITE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: path.resolve('.bench/data', distDir),
      },
    }).then(tracked),
  ),
);
const floorServer = tracked(await startServer({ cwd: floorDir, port: floorPort }));
const origins = builds.map((b, i) => ({ id: b.id, origin: servers[i].origin }));
let sizes;
let lighthouse;
let phone;
try {
  sizes = await servedSizes(servers[0].origin);
  if (simulated || applied)
    lighthouse = await lighthousePhase({
      floor: floorServer.origin,
      floorPasses: [...(simulated ? ['mobile', 'lowEnd', 'desktop'] : []), ...appliedPasses],
      runs,
      builds: origins.map(({ id, origin }) =>
        id === 'site'
          ? {
              id,
              origin,
              routes,
              passes: (r) => [
                ...(simulated ? ['mobile', 'desktop'] : []),
                ...(keyRoutes.includes(r) ? bothPhones : []),
              ],
            }
          : {
              id,
              origin,
              routes: keyRoutes,
              passes: () => [...(simulated ? ['mobile'] : []), ...bothPhones],
            },
      ),
    });
  if (['answers', 'lcp', 'inp'].some((part) => parts.has(part)) && keyRoutes.length)
    phone = await phonePhase({
      builds: origins,
      floor: floorServer.origin,
      routes: keyRoutes,
      loads,
      inpRuns,
      parts,
    });
} finally {
  await Promise.all([...servers, floorServer].map((server) => server.stop()));
}

mkdirSync('.bench', { recursive: true });
let api;
if (parts.has('api')) {
  await run(process.execPath, ['scripts/bench/api.mjs'], {
    env: { ...env, NEXT_DIST_DIR: builds[0].distDir, BENCH_JSON: '.bench/api.json' },
  });
  api = JSON.parse(readFileSync('.bench/api.json', 'utf8'));
}

printSizes(sizes, FIRST_FLIGHT_BYTES);
if (lighthouse) {
  const { results, calibration } = lighthouse;
  printResults({
    runs,
    floor: results.floor,
    floorLcpRuns: results.floorLcpRuns,
    routes: results.site,
    calibration,
  });
  // The gain tables read the simulated phone, which a run of the applied phones alone has not.
  if (results.stock && simulated) printLayerGain({ routes: results.site, other: results.stock });
  if (results.against && simulated)
    printLayerGain({
      routes: results.site,
      other: results.against,
      title: `${env.BENCH_AGAINST} (off) vs this build (on)`,
    });
}
if (phone || lighthouse) printVisitorTable({ phone, lighthouse: lighthouse?.results, loads });
if (phone && parts.has('inp')) printInpTable({ phone, runs: inpRuns });
if (api) printApi(api);

const misses = checkBudgets({
  routes: lighthouse?.results.site,
  floor: lighthouse?.results.floor,
  phone,
  api,
  sizes,
});
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
writeFileSync(
  '.bench/latest.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      minutes,
      runs,
      loads,
      inpRuns,
      routes,
      lighthouse,
      phone,
      api,
      sizes,
      misses,
    },
    null,
    1,
  ),
);
for (const [route, passes] of Object.entries(lighthouse?.results.site ?? {}))
  for (const [pass, r] of Object.entries(passes))
    if (r.failing.length) console.log(`${route} ${pass} failing audits: ${r.failing.join(', ')}`);
console.log(`\nThe bench took ${minutes} minutes.`);
// A run of some parts judges only what they measure, and says which parts it left out.
const leftOut = DEFAULT_PARTS.filter((part) => !parts.has(part));
const judged = leftOut.length ? ` (not measured in this run: ${leftOut.join(', ')})` : '';
console.log(
  misses.length
    ? `\nBudgets missed (${misses.length})${judged}:\n- ${misses.join('\n- ')}`
    : `\nEvery budget met${judged}.`,
);
process.exitCode = misses.length ? 1 : 0;
