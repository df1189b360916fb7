#!/usr/bin/env node
// Prints each served route's first-flight size (response headers + gzipped body) against the
// 14 KB budget, with where its HTML's bytes go, and exits non-zero when a route is over.
// Usage: node scripts/first-flight.mjs [origin]; without an origin it serves the build in
// NEXT_DIST_DIR (.next) with `next start` on a free port.
import { gunzipSync } from 'node:zlib';
import { freePort } from './lib/free-port.mjs';
import { BREAKDOWN_PARTS, pageBreakdown } from './lib/page-breakdown.mjs';
import { startServer } from './lib/server.mjs';
import { FIRST_FLIGHT_BYTES, kb, servedSizes } from './lib/served-size.mjs';

let origin = process.argv[2];
let server;
if (!origin) {
  server = await startServer({ port: await freePort(), env: { DATA_DIR: '.tmp/first-flight' } });
  origin = server.origin;
}
try {
  const sizes = await servedSizes(origin, { keepBody: true });
  console.log(
    `First flight per route: headers + gzipped body vs ${kb(FIRST_FLIGHT_BYTES)} KB; ` +
      'then the HTML by part, raw KB / gzipped alone KB\n',
  );
  console.log(`| route | status | total KB | headers | body | ${BREAKDOWN_PARTS.join(' | ')} |`);
  console.log(`|---|---|---|---|---|${BREAKDOWN_PARTS.map(() => '---|').join('')}`);
  for (const s of sizes) {
    const html = (s.gzippedHere ? s.body : gunzipSync(s.body)).toString('utf8');
    const parts = pageBreakdown(html);
    const over = s.total > FIRST_FLIGHT_BYTES ? ' OVER' : '';
    const cells = BREAKDOWN_PARTS.map((p) => `${kb(parts[p].raw)} / ${kb(parts[p].gzip)}`);
    console.log(
      `| ${s.route} | ${s.status} | ${kb(s.total)}${over} | ${s.headerBytes} B | ${kb(s.bodyBytes)}${s.gzippedHere ? ' (gzipped here)' : ''} | ${cells.join(' | ')} |`,
    );
  }
  const over = sizes.filter((s) => s.total > FIRST_FLIGHT_BYTES);
  console.log(
    over.length ? `\n${over.length} route(s) over budget` : '\nEvery route within budget',
  );
  process.exitCode = over.length ? 1 : 0;
} finally {
  await server?.stop();
}
