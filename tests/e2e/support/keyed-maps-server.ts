import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';

/**
 * NEXT_PUBLIC_GOOGLE_MAPS_API_KEY is inlined at build time and the default e2e build has none,
 * so the keyed states of /maps need their own build. We build only app/maps/page.tsx, with a
 * dummy key, into a separate dist folder, and serve it on a free port. Production code has no
 * test hook: the keyed page is exactly what an operator who sets the key would deploy.
 */
const DIST_DIR = '.next-maps-e2e';
const TEST_KEY = 'e2e-dummy-key';

export type KeyedServer = { url: string; stop: () => Promise<void> };

function buildKeyedMaps() {
  // `next build` adds the dist folder's type paths to tsconfig.json; keep the checked-in file.
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  // A clean folder each time, so that nothing of an older build is served.
  rmSync(DIST_DIR, { recursive: true, force: true });
  try {
    const result = spawnSync('npx', ['next', 'build', '--debug-build-paths', 'app/maps/page.tsx'], {
      env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: TEST_KEY },
      encoding: 'utf8',
    });
    if (result.status !== 0)
      throw new Error(`keyed /maps build failed:\n${result.stdout}${result.stderr}`);
    // As `npm run build` does (inline CSS, scripts after the first paint, the page's policy), so
    // the keyed page loads and runs exactly as a production build does.
    const post = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/post-build/index.mjs'], {
      env: { ...process.env, NEXT_DIST_DIR: DIST_DIR },
      encoding: 'utf8',
    });
    if (post.status !== 0) throw new Error(`post-build on the keyed build failed:\n${post.stderr}`);
  } finally {
    writeFileSync('tsconfig.json', tsconfig);
  }
}

/** A port nobody is listening on, so parallel runs and other servers never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not start within ${timeoutMs} ms`);
}

export async function startKeyedMapsServer(): Promise<KeyedServer> {
  buildKeyedMaps();
  const port = await freePort();
  const server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NEXT_DIST_DIR: DIST_DIR },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  try {
    await waitFor(`${url}/maps`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
