#!/usr/bin/env node
// npm run bench: build the site and a minimal Next.js page (the floor), serve both with
// `next start`, measure every route with Lighthouse (mobile and desktop, median of BENCH_RUNS),
// add the API figures, print a table, write .bench/latest.json and exit non-zero on a missed budget.
// Options (env): BENCH_RUNS (3), BENCH_ROUTES (comma-separated subset), BENCH_SKIP_BUILD=1.
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkBudgets } from './bench/budgets.mjs';
import { closeBrowser, measure, median, openBrowser } from './bench/lighthouse.mjs';
import { freePort } from './lib/free-port.mjs';
import { run, startServer } from './lib/server.mjs';

const ROUTES = [
  '/',
  '/about',
  '/services',
  '/our-skills',
  '/blogs',
  '/blog/1',
  '/software-service',
  '/contact',
  '/faq',
  '/maps',
  '/terms&conditions',
  '/brand-policy',
  '/privacy-policy',
  '/products/hotel-mgmt',
];
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : ROUTES;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const distDir = '.next-bench';
const floorDir = path.resolve('bench/floor');

const sitePort = await freePort();
const floorPort = await freePort();
const siteEnv = { NEXT_DIST_DIR: distDir, SITE_URL: `http://127.0.0.1:${sitePort}` };

if (!process.env.BENCH_SKIP_BUILD) {
  await run('npm', ['run', 'build'], { env: { ...process.env, ...siteEnv } });
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

async function measureAll(origin, list) {
  // One discarded load warms the server (first-request compilation of its handlers and caches).
  await measure(`${origin}/`, 'mobile');
  const results = {};
  for (const route of list) {
    results[route] = {};
    for (const form of ['mobile', 'desktop']) {
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

const site = await startServer({
  port: sitePort,
  env: { ...siteEnv, DATA_DIR: path.resolve('.bench/data') },
});
const floorServer = await startServer({ cwd: floorDir, port: floorPort });
let results;
let floor;
try {
  await openBrowser();
  floor = (await measureAll(floorServer.origin, ['/']))['/'];
  results = await measureAll(site.origin, routes);
} finally {
  await closeBrowser();
  await site.stop();
  await floorServer.stop();
}

mkdirSync('.bench', { recursive: true });
await run(process.execPath, ['scripts/bench-api.mjs'], {
  env: { ...process.env, NEXT_DIST_DIR: distDir, BENCH_JSON: '.bench/api.json' },
});
const api = JSON.parse(readFileSync('.bench/api.json', 'utf8'));

const kb = (bytes) => (bytes / 1024).toFixed(1);
const row = (name, form, r) =>
  `| ${name} | ${form} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${Math.round(r.fcp)} | ${kb(r.scriptBytes)} | ${kb(r.totalBytes)} | ${r.requests} |`;
console.log(`\nLighthouse ${runs} runs each, medians (ms, KB transferred)\n`);
console.log(
  '| route | form | perf | a11y | best pr. | SEO | LCP | TBT | CLS | FCP | script KB | total KB | requests |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const form of ['mobile', 'desktop']) console.log(row('floor', form, floor[form]));
for (const [route, forms] of Object.entries(results))
  for (const form of ['mobile', 'desktop']) console.log(row(route, form, forms[form]));
console.log(
  `\nlog-click ${api.clicksRps.toFixed(0)} req/s vs no-op ${api.baselineRps.toFixed(0)} req/s: ratio ${api.ratio.toFixed(2)}, p99 ${api.p99} ms, rows = 2xx: ${api.noLostRows}`,
);

const misses = checkBudgets({ routes: results, floor, api });
writeFileSync(
  '.bench/latest.json',
  JSON.stringify(
    { date: new Date().toISOString(), runs, floor, routes: results, api, misses },
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
