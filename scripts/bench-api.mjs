#!/usr/bin/env node
// npm run bench:api: POST /api/log-click against `next start` (an existing production build),
// next to POST /api/health (a handler that does nothing) in the same run. Not a test: it prints
// figures. Targets (issue 5): ratio >= 0.7, p99 < 50 ms, rows stored = 2xx answers.
// Options (env): BENCH_PORT (default: a free port), BENCH_CONNECTIONS (20), BENCH_SECONDS (10).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import autocannon from 'autocannon';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

if (!existsSync(join(distDir, 'BUILD_ID'))) {
  console.error(`No production build in ${distDir}: run "npm run build" first.`);
  process.exit(1);
}

async function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const server = spawn(
  process.execPath,
  ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_CLICKS: '100000',
    },
  },
);

async function waitUntilUp() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('next start did not answer within 30 s');
}

const body = JSON.stringify({
  tag: 'a',
  className: 'nav-link',
  id: 'services-link',
  timestamp: new Date().toISOString(),
});
// A realistic spread of visitors: each request comes from one of 200 addresses.
const headers = { 'content-type': 'application/json', origin, referer: `${origin}/services` };
const asVisitor = (request) => ({
  ...request,
  headers: {
    ...request.headers,
    'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 200)}`,
  },
});

/** A timed run (`seconds`), or a run of exactly `amount` requests that all get their answer. */
function run(path, { seconds = duration, amount } = {}) {
  return autocannon({
    url: `${origin}${path}`,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    method: 'POST',
    headers,
    body,
    requests: [{ setupRequest: asVisitor }],
  });
}

const db = createClient({ url: pathToFileURL(resolve(dataDir, 'site.db')).href });
const clickRows = async () =>
  Number((await db.execute('SELECT COUNT(*) AS n FROM clicks')).rows[0].n);

try {
  await waitUntilUp();
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
  if (!equal) process.exitCode = 1;
} finally {
  db.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
