#!/usr/bin/env node
// npm run bench:load: exactly 20,000 POST /api/log-click at 50 connections against `next start`
// (an existing production build: run `npm run build` first) on loopback, with the click rate
// limit raised by configuration and a fresh SQLite DATA_DIR. Not a test: it prints figures and
// exits non-zero when a target is missed: no non-2xx answer and no error, rows stored
// equal to 2xx answers, resident memory of the server process after within 50 MB of before.
// "Before" is taken after a warm-up run of the same size: the V8 heap of a fresh server grows to
// its working size under 50 connections (then stays flat over further rounds), so only growth
// across a second equal run shows an unbounded map or cache. The cold figure is
// printed too.
// Options (env): BENCH_PORT (default: a free port), BENCH_REQUESTS (20000), BENCH_CONNECTIONS (50),
// BENCH_WARMUP (requests before "before", default BENCH_REQUESTS).
import autocannon from 'autocannon';
import { clickRequest, freePort, requireBuild, serverRssKb, startNext } from './kit.mjs';

const amount = Number(process.env.BENCH_REQUESTS ?? 20_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmup = Number(process.env.BENCH_WARMUP ?? amount);
const MEMORY_BUDGET_MB = 50;

requireBuild();
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const server = await startNext({ port, env: { RATE_LIMIT_CLICKS: '100000' } });
const send = (requests) =>
  autocannon({
    url: `${server.origin}/api/log-click`,
    connections,
    amount: requests,
    ...clickRequest(server.origin),
  });
const settle = (ms) => new Promise((r) => setTimeout(r, ms));

/** Rows once the count stops moving: every answered request's row is committed. */
async function drainedRows() {
  let last = -1;
  for (;;) {
    const rows = await server.clickRows();
    if (rows === last) return rows;
    last = rows;
    await settle(500);
  }
}

try {
  const idle = serverRssKb(server.pid);
  await send(warmup); // not measured: route loading, JIT, the heap growing to its working size
  await settle(3000);
  const rowsBefore = await drainedRows();
  const before = serverRssKb(server.pid);

  const result = await send(amount);
  const rows = (await drainedRows()) - rowsBefore;
  await settle(3000);
  const after = serverRssKb(server.pid);

  const answered = result['2xx'] + result.non2xx;
  const growthMb = (after.kb - before.kb) / 1024;
  const checks = [
    [`answered ${answered} of ${amount}`, answered === amount],
    [
      `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
      result.non2xx + result.errors + result.timeouts === 0,
    ],
    [`rows stored ${rows} = 2xx ${result['2xx']}`, rows === result['2xx']],
    [
      `RSS ${(before.kb / 1024).toFixed(1)} MB -> ${(after.kb / 1024).toFixed(1)} MB (${growthMb >= 0 ? '+' : ''}${growthMb.toFixed(1)} MB, budget ${MEMORY_BUDGET_MB} MB)`,
      growthMb <= MEMORY_BUDGET_MB,
    ],
  ];
  console.log(
    `\n${amount} x POST /api/log-click, ${connections} connections, loopback, next start (pid ${after.pid}${after.named ? ', next-server' : ''}), SQLite in ${server.dataDir}`,
  );
  console.log(
    `${result.requests.average.toFixed(0)} req/s (mean over ${result.duration.toFixed(1)} s)   latency p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`,
  );
  console.log(
    `RSS idle ${(idle.kb / 1024).toFixed(1)} MB, after the warm-up of ${warmup} ${(before.kb / 1024).toFixed(1)} MB`,
  );
  for (const [line, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  await server.stop();
}
