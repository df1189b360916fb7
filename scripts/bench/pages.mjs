#!/usr/bin/env node
// npm run bench: build the site, the same site with the speed steps off (SPEED_STEPS=off, stock
// Next.js pages) and a minimal Next.js page (the floor); serve all three with `next start`;
// measure each sitemap route's first flight (headers + gzipped HTML, budget 14 KB) and
// every route with Lighthouse (the site on mobile and desktop, the stock build on mobile,
// median of BENCH_RUNS); add the API figures; print the tables, write .bench/latest.json and exit
// non-zero on a missed budget (budgets apply to the site as built by `npm run build`).
// Options (env): BENCH_RUNS (5), BENCH_ROUTES (comma-separated subset), BENCH_SKIP_BUILD=1,
// BENCH_STOCK=0 (skip the stock build). Runs under tsx, to read the site's route list.
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkBudgets } from './budgets.mjs';
import { closeBrowser, measure, median, openBrowser } from './lighthouse.mjs';
import { printApi, printLayerGain, printResults, printSizes } from './report.mjs';
import { benchRoutes } from './routes.mts';
import { buildInto } from '../lib/build.mjs';
import { freePort } from '../lib/free-port.mjs';
import { run, startServer } from '../lib/server.mjs';
import { FIRST_FLIGHT_BYTES, servedSizes } from '../lib/served-size.mjs';

const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : benchRoutes;
// Five runs a page and form: Lighthouse's own guidance on variability is that the median of five
// roughly halves the run-to-run spread. It narrows it, no more: a page whose TBT sits near the
// floor's (about 100 ms here) can still read a performance score of 99 in one bench and 100 in
// the next.
const runs = Number(process.env.BENCH_RUNS ?? 5);
const withStock = process.env.BENCH_STOCK !== '0';
const floorDir = path.resolve('scripts/bench/floor');

const [sitePort, stockPort, floorPort] = [await freePort(), await freePort(), await freePort()];
const builds = [
  { distDir: '.next-bench', port: sitePort, env: {} },
  ...(withStock
    ? [{ distDir: '.next-bench-stock', port: stockPort, env: { SPEED_STEPS: 'off' } }]
    : []),
];

if (!process.env.BENCH_SKIP_BUILD) {
  for (const { distDir, port, env } of builds) {
    console.log(`building ${distDir}`);
    buildInto(distDir, { env: { ...env, SITE_URL: `http://127.0.0.1:${port}` } });
  }
  await run(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
    cwd: floorDir,
  });
}

/** One run; a run whose trace yields no metric (Lighthouse's NO_LCP and the like) is repeated. */
async function measureOnce(url, form) {
  let result;
  for (let attempt = 0; attempt < 3; attempt++) {
    result = await measure(url, form);
    if (Number.isFinite(result.lcp) && Number.isFinite(result.tbt)) return result;
    console.log(`no metrics from ${url} ${form} (attempt ${attempt + 1}); measuring again`);
  }
  return result;
}

async function measureAll(origin, list, forms = ['mobile', 'desktop']) {
  // One discarded load warms the server (first-request compilation of its handlers and caches).
  await measure(`${origin}/`, 'mobile');
  const results = {};
  for (const route of list) {
    results[route] = {};
    for (const form of forms) {
      const samples = [];
      for (let i = 0; i < runs; i++)
        samples.push(await measureOnce(`${origin}${encodeURI(route)}`, form));
      results[route][form] = median(samples);
      const r = results[route][form];
      console.log(`measured ${route} ${form}: perf ${r.performance}, LCP ${Math.round(r.lcp)} ms`);
    }
  }
  return results;
}

const servers = await Promise.all(
  builds.map(({ distDir, port }) =>
    startServer({
      port,
      env: {
        NEXT_DIST_DIR: distDir,
        SITE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: path.resolve('.bench/data', distDir),
      },
    }),
  ),
);
const floorServer = await startServer({ cwd: floorDir, port: floorPort });
let results;
let floor;
let stock;
let sizes;
try {
  sizes = await servedSizes(servers[0].origin);
  await openBrowser();
  floor = (await measureAll(floorServer.origin, ['/']))['/'];
  results = await measureAll(servers[0].origin, routes);
  if (withStock) stock = await measureAll(servers[1].origin, routes, ['mobile']);
} finally {
  await closeBrowser();
  await Promise.all([...servers, floorServer].map((server) => server.stop()));
}

mkdirSync('.bench', { recursive: true });
await run(process.execPath, ['scripts/bench/api.mjs'], {
  env: { ...process.env, NEXT_DIST_DIR: builds[0].distDir, BENCH_JSON: '.bench/api.json' },
});
const api = JSON.parse(readFileSync('.bench/api.json', 'utf8'));

printSizes(sizes, FIRST_FLIGHT_BYTES);
printResults({ runs, floor, routes: results });
if (stock) printLayerGain({ routes: results, stock });
printApi(api);

const misses = checkBudgets({ routes: results, floor, api, sizes });
writeFileSync(
  '.bench/latest.json',
  JSON.stringify(
    { date: new Date().toISOString(), runs, floor, routes: results, stock, api, sizes, misses },
    null,
    1,
  ),
);
for (const [route, forms] of Object.entries(results)) {
  for (const [form, r] of Object.entries(forms))
    if (r.failing.length) console.log(`${route} ${form} failing audits: ${r.failing.join(', ')}`);
}
console.log(
  misses.length
    ? `\nBudgets missed (${misses.length}):\n- ${misses.join('\n- ')}`
    : '\nEvery budget met.',
);
process.exitCode = misses.length ? 1 : 0;
