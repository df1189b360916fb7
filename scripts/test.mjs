#!/usr/bin/env node
// `npm test`: everything a change can break, in order, stopping at the first failure.
// typecheck -> lint -> unit and handler tests -> production build -> e2e in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';

const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function hasChromium() {
  const { chromium } = await import('playwright');
  return existsSync(chromium.executablePath()) || SYSTEM_CHROMIUM.some((p) => existsSync(p));
}

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  return result.status === 0;
}

if (!(await hasChromium())) {
  console.error(
    'No Chromium found: install one with "apt-get install -y chromium" (Debian) or "npx playwright install chromium".',
  );
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
