#!/usr/bin/env node
// What `npm run build` does after `next build`, in order, on the build in NEXT_DIST_DIR (.next):
// 1. compile-hints.mjs: the scripts pages start with compile off the main thread (Chromium);
// 2. inline-css.mjs: every page carries its own stylesheets (no CSS round trip before paint);
// 3. after-paint.mjs: the framework's scripts load once the first content is on screen;
// 4. csp-manifest.mjs: the hashes of each page's inline scripts, for its Content-Security-Policy.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const STEPS = ['compile-hints.mjs', 'inline-css.mjs', 'after-paint.mjs', 'csp-manifest.mjs'];

for (const step of STEPS) {
  const result = spawnSync(process.execPath, [fileURLToPath(new URL(step, import.meta.url))], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
