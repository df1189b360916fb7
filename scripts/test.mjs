#!/usr/bin/env node
// `npm test`: everything a change can break, in order, stopping at the first failure:
// typecheck -> lint -> unit and handler tests -> production build -> e2e in Chromium -> the
// other deploy targets (Firefox, a stock build, the standalone server, immutable assets with a
// deployment ID, Vercel's builder), each driven by the browser smoke suite.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromiumPath } from './lib/chromium.mjs';
import { freePort } from './lib/free-port.mjs';

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  return result.status === 0;
}

try {
  chromiumPath();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const port = String(await freePort());
const e2eData = 'tests/.tmp/e2e-data';
rmSync(e2eData, { recursive: true, force: true });

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['e2e', 'npx', ['playwright', 'test'], { E2E_PORT: port, E2E_DATA_DIR: e2eData }],
  ['deploy targets', 'node', ['scripts/check-deploy.mjs']],
];

let passed = 0;
for (const [name, command, args, env] of steps) {
  if (!run(name, command, args, env)) {
    console.log(`\nsteps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
}
console.log(`\nsteps: ${passed} passed, 0 failed`);
