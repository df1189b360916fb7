#!/usr/bin/env node
// npm run bench:webhooks: how long POST /api/contact takes to answer with a webhook receiver that
// never answers, beside the same build without webhooks, in one run (requests alternate between
// the two servers, so both see the same machine). Needs a production build (npm run build).
// Passes when the p95 with the dead receiver is within 1.5x (+10 ms) of the p95 without it.
// Options (env): BENCH_REQUESTS (200 per server).
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { freePort, requireBuild, startNext } from './kit.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

requireBuild();

const mail = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  disableReverseLookup: true,
  onData: (stream, _session, done) => stream.on('data', () => {}).on('end', () => done()),
});
const mailPort = await freePort();
await new Promise((resolve) => mail.listen(mailPort, '127.0.0.1', resolve));

// Takes every connection and never says a word, like a receiver whose process has hung.
const held = [];
const dead = createServer((socket) => held.push(socket));
const deadPort = await freePort();
await new Promise((resolve) => dead.listen(deadPort, '127.0.0.1', resolve));

const common = { SMTP_URL: `smtp://127.0.0.1:${mailPort}`, RATE_LIMIT_CONTACT: '100000' };
const plain = await startNext({ port: await freePort(), env: common });
const withDead = await startNext({
  port: await freePort(),
  env: {
    ...common,
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${deadPort}/hooks/leads`,
    LEAD_WEBHOOK_SECRET: SECRET,
  },
});

let n = 0;
async function postLead(origin) {
  n += 1;
  const started = performance.now();
  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      'x-forwarded-for': `198.51.100.${n % 250}`,
    },
    body: JSON.stringify({
      name: 'Bench Visitor',
      email: `bench-${n}@example.co.ke`,
      subject: `Latency ${n}`,
      message: 'Please call me about an M-Pesa integration.',
      startedAt: Date.now() - 60_000,
    }),
  });
  await response.arrayBuffer();
  if (response.status !== 202) throw new Error(`${origin} answered ${response.status}`);
  return performance.now() - started;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (ms) => `${ms.toFixed(1)} ms`;
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    line: `p50 ${f(percentile(sorted, 0.5))}   p95 ${f(percentile(sorted, 0.95))}   p99 ${f(percentile(sorted, 0.99))}   max ${f(sorted.at(-1))}`,
  };
};

try {
  for (let i = 0; i < WARM_UP; i++) {
    await postLead(plain.origin);
    await postLead(withDead.origin);
  }
  const times = { plain: [], withDead: [] };
  for (let i = 0; i < REQUESTS; i++) {
    times.plain.push(await postLead(plain.origin));
    times.withDead.push(await postLead(withDead.origin));
  }
  const a = summary(times.plain);
  const b = summary(times.withDead);
  console.log(`\nPOST /api/contact, ${REQUESTS} requests per server, one at a time, alternating:`);
  console.log(`  no webhooks                         ${a.line}`);
  console.log(`  a receiver that never answers       ${b.line}`);
  console.log(
    `  connections the dead receiver took: ${held.length} (one per lead: the site did try)`,
  );
  const limit = a.p95 * 1.5 + 10;
  const ok = b.p95 <= limit && held.length >= REQUESTS;
  console.log(
    ok
      ? `ok: the p95 with the dead receiver is within ${limit.toFixed(1)} ms`
      : `FAILED: p95 ${b.p95.toFixed(1)} ms over ${limit.toFixed(1)} ms, or the receiver was not tried`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await plain.stop();
  await withDead.stop();
  for (const socket of held) socket.destroy();
  dead.close();
  mail.close();
}
