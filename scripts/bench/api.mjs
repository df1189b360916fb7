#!/usr/bin/env node
// npm run bench:api: POST /api/log-click against `next start` (an existing production build),
// next to POST /api/health (a handler that does nothing) in the same run. Not a test: it prints
// figures. Targets: ratio >= 0.7, p99 < 50 ms, rows stored = 2xx answers.
// Options (env): BENCH_PORT (default: a free port), BENCH_CONNECTIONS (20), BENCH_SECONDS (10).
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { clickRequest, freePort, requireBuild, startNext } from './kit.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

requireBuild();
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const server = await startNext({ port, env: { RATE_LIMIT_CLICKS: '100000' } });
const { origin, dataDir } = server;
const click = clickRequest(origin);

/** A timed run (`seconds`), or a run of exactly `amount` requests that all get their answer. */
function run(path, { seconds = duration, amount } = {}) {
  return autocannon({
    url: `${origin}${path}`,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    ...click,
  });
}

const clickRows = server.clickRows;

try {
  await run('/api/health', { seconds: 2 }); // warm-up: JIT and route compilation, not measured
  await run('/api/log-click', { seconds: 2 });
  const baseline = await run('/api/health');
  const clicks = await run('/api/log-click');
  // A timed run hangs up on the requests still in flight at the end (their rows may be stored
  // unanswered), so durability is checked on a run where every request gets its answer.
  await new Promise((r) => setTimeout(r, 1000));
  const before = await clickRows();
  const check = await run('/api/log-click', {
    amount: Math.max(200, Math.round(clicks.requests.average * 5)),
  });
  const stored = (await clickRows()) - before;

  const line = (name, r) =>
    `${name.padEnd(22)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   2xx ${r['2xx']}   other ${r.non2xx}   errors ${r.errors + r.timeouts}`;
  console.log(
    `\n${connections} connections x ${duration} s each, loopback, next start, SQLite in ${dataDir}`,
  );
  console.log(line('POST /api/health', baseline));
  console.log(line('POST /api/log-click', clicks));
  const ratio = clicks.requests.average / baseline.requests.average;
  console.log(`ratio log-click / no-op: ${ratio.toFixed(2)} (target >= 0.7)`);
  console.log(`p99 log-click: ${clicks.latency.p99} ms (target < 50 ms)`);
  const equal = stored === check['2xx'] && check.non2xx === 0 && check.errors === 0;
  console.log(
    `durability run of ${check['2xx'] + check.non2xx + check.errors} requests: 2xx ${check['2xx']}, rows stored ${stored} -> ${equal ? 'equal, no lost rows' : 'MISMATCH'}`,
  );
  if (process.env.BENCH_JSON) {
    const figures = {
      baselineRps: baseline.requests.average,
      clicksRps: clicks.requests.average,
      ratio,
      p50: clicks.latency.p50,
      p99: clicks.latency.p99,
      noLostRows: equal,
    };
    writeFileSync(process.env.BENCH_JSON, JSON.stringify(figures, null, 1));
  }
  if (!equal) process.exitCode = 1;
} finally {
  await server.stop();
}
