#!/usr/bin/env node
// `npm test`: everything a change can break, in order, stopping at the first failure:
// typecheck -> lint -> unit and handler tests -> production build -> e2e in Chromium -> the same
// build in Firefox, driven by the browser smoke suite.
// `npm run test:full` (`--full`): the deploy targets that need production builds of their own (a
// stock build, the standalone server, immutable assets with a deployment ID, Vercel's builder).
// Four more builds take as long as everything above, so they are a tier of their own, which CI
// runs after `npm test`.
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

const quick = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['e2e', 'npx', ['playwright', 'test'], { E2E_PORT: port, E2E_DATA_DIR: e2eData }],
  ['firefox', 'node', ['scripts/check-deploy.mjs', 'firefox']],
];
const full = [
  [
    'deploy targets',
    'node',
    ['scripts/check-deploy.mjs', 'stock', 'standalone', 'immutable', 'vercel'],
  ],
];
const steps = process.argv.includes('--full') ? full : quick;
if (steps === quick) rmSync(e2eData, { recursive: true, force: true });

const started = Date.now();
const minutes = () => ((Date.now() - started) / 60_000).toFixed(1);
let passed = 0;
for (const [name, command, args, env] of steps) {
  if (!run(name, command, args, env)) {
    console.log(`\nsteps: ${passed} passed, 1 failed, in ${minutes()} min`);
    process.exit(1);
  }
  passed += 1;
}
console.log(`\nsteps: ${passed} passed, 0 failed, in ${minutes()} min`);
