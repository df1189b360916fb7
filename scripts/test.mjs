#!/usr/bin/env node
// `npm test`: everything a change can break, in order, stopping at the first failure:
// typecheck -> lint -> unit and handler tests -> production build -> e2e in Chromium -> the
// field's own validators on the served build -> the same build in Firefox, driven by the browser
// smoke suite, and its controls from the first paint (scripts held back, JavaScript off) in both
// Firefox and Chromium.
// `npm run test:full` (`--full`): the deploy targets that need production builds of their own (a
// stock build, the standalone server, immutable assets with a deployment ID, a build made and
// served by Node.js 26, Vercel's builder). Five more builds take longer than everything above, so
// they are a tier of their own, which CI runs after `npm test`.
// Typecheck and lint each use one core, so they run side by side, their output printed in turn.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromiumPath } from './lib/chromium.mjs';
import { freePort } from './lib/free-port.mjs';

/** Runs one command; its output is shown as it comes, or kept and returned with `quiet`. */
function run(name, command, args, env = {}, quiet = false) {
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      resolve({ ok, output, line: `=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s` });
    });
  });
}

/** Runs a step: one command, or several side by side (a list of them). */
async function runStep(step) {
  if (typeof step[0] === 'string') {
    const [name, command, args, env] = step;
    console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
    const result = await run(name, command, args, env);
    console.log(result.line);
    return result.ok;
  }
  console.log(`\n=== side by side: ${step.map(([name]) => name).join(', ')}`);
  const results = await Promise.all(step.map((s) => run(s[0], s[1], s[2], s[3], true)));
  for (const [i, result] of results.entries()) {
    console.log(`\n=== ${step[i][0]}: ${step[i][1]} ${step[i][2].join(' ')}\n${result.output}`);
    console.log(result.line);
  }
  return results.every((result) => result.ok);
}

try {
  chromiumPath();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const port = String(await freePort());
const webhookPort = String(await freePort());
const e2eData = 'tests/.tmp/e2e-data';

const quick = [
  [
    ['typecheck', 'npx', ['tsc', '--noEmit']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ],
  ['unit', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  [
    'e2e',
    'npx',
    ['playwright', 'test'],
    { E2E_PORT: port, E2E_WEBHOOK_PORT: webhookPort, E2E_DATA_DIR: e2eData },
  ],
  ['validators', 'node', ['--import', 'tsx', 'scripts/validate/index.mjs']],
  ['browsers', 'node', ['scripts/check-deploy.mjs', 'firefox', 'chromium']],
];
const full = [
  [
    'deploy targets',
    'node',
    ['scripts/check-deploy.mjs', 'stock', 'standalone', 'immutable', 'node26', 'vercel'],
  ],
];
const steps = process.argv.includes('--full') ? full : quick;
if (steps === quick) rmSync(e2eData, { recursive: true, force: true });

const started = Date.now();
const minutes = () => ((Date.now() - started) / 60_000).toFixed(1);
let passed = 0;
for (const step of steps) {
  if (!(await runStep(step))) {
    console.log(`\nsteps: ${passed} passed, 1 failed, in ${minutes()} min`);
    process.exit(1);
  }
  passed += 1;
}
console.log(`\nsteps: ${passed} passed, 0 failed, in ${minutes()} min`);
