import { rmSync } from 'node:fs';
import { buildInto } from '../../../scripts/lib/build.mjs';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { startServer, type Server } from '../../../scripts/lib/server.mjs';

/**
 * NEXT_PUBLIC_GOOGLE_MAPS_API_KEY is inlined at build time and the default e2e build has none,
 * so the keyed states of /maps need their own build. We build only app/maps/page.tsx, with a
 * dummy key, into a separate dist folder (as `npm run build` does: inline CSS, scripts after the
 * first paint, the page's policy), and serve it on a free port. Production code has no test hook:
 * the keyed page is exactly what an operator who sets the key would deploy.
 */
const DIST_DIR = '.next-maps-e2e';
const TEST_KEY = 'e2e-dummy-key';

export type KeyedServer = Pick<Server, 'stop'> & { url: string };

export async function startKeyedMapsServer(): Promise<KeyedServer> {
  // A clean folder each time, so that nothing of an older build is served.
  rmSync(DIST_DIR, { recursive: true, force: true });
  buildInto(DIST_DIR, {
    env: { NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: TEST_KEY },
    args: ['--debug-build-paths', 'app/maps/page.tsx'],
  });
  const server = await startServer({
    port: await freePort(),
    env: { NEXT_DIST_DIR: DIST_DIR },
    readyPath: '/maps',
  });
  return { url: server.origin, stop: server.stop };
}
