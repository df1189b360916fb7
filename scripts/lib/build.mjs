// `npm run build` into a folder of its own (NEXT_DIST_DIR), for a test or benchmark that needs a
// build with other settings beside the main one.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Builds into `distDir` with `env`; `args` go to `next build`; `node` is the Node.js binary that
 * runs the build (and, as it starts them, its steps and workers). Throws with the output on
 * failure. A side build (`SIDE_BUILD`, next.config.ts): no type check, no build cache written.
 * `next build` adds its folder's type paths to tsconfig.json: the checked-in file is put back.
 */
export function buildInto(distDir, { env = {}, args = [], node = process.execPath } = {}) {
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  try {
    const result = spawnSync(node, ['scripts/build.mjs', ...args], {
      env: { ...process.env, SIDE_BUILD: '1', ...env, NEXT_DIST_DIR: distDir },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0)
      throw new Error(`build into ${distDir} failed:\n${result.stdout}\n${result.stderr}`);
    return result.stdout;
  } finally {
    writeFileSync('tsconfig.json', tsconfig);
  }
}
