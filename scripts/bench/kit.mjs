// Shared by the benchmark scripts: a production `next start` on loopback with its own data, and
// the click request they send. Not a test helper: the benchmarks print figures.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import { startServer } from '../lib/server.mjs';

/** Exits with a clear line when there is no production build to start. */
export function requireBuild(distDir = process.env.NEXT_DIST_DIR || '.next') {
  if (!existsSync(join(distDir, 'BUILD_ID'))) {
    console.error(`No production build in ${distDir}: run "npm run build" first.`);
    process.exit(1);
  }
}

export { freePort } from '../lib/free-port.mjs';

/**
 * `next start` on 127.0.0.1 with a fresh temporary DATA_DIR (SQLite) and extra env such as raised
 * rate limits. Resolves once /api/health answers.
 */
export async function startNext({ port, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const server = await startServer({
    port,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    readyPath: '/api/health',
  }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const db = createClient({ url: pathToFileURL(resolve(dataDir, 'site.db')).href });
  return {
    origin: server.origin,
    dataDir,
    pid: server.child.pid,
    clickRows: async () => Number((await db.execute('SELECT COUNT(*) AS n FROM clicks')).rows[0].n),
    async stop() {
      db.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The click the site's logger sends, from one of 200 visitors' addresses. */
export function clickRequest(origin) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, referer: `${origin}/services` },
    body: JSON.stringify({
      tag: 'a',
      className: 'nav-link',
      id: 'services-link',
      timestamp: new Date().toISOString(),
    }),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 200)}`,
          },
        }),
      },
    ],
  };
}

/** Resident memory (kB) of the process that serves requests: `next start` or a child it forked. */
export function serverRssKb(rootPid) {
  const parentOf = (pid) =>
    Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
      const pid = Number(entry);
      try {
        if (!tree.has(pid) && tree.has(parentOf(pid))) grew = tree.add(pid) !== undefined;
      } catch {
        /* the process ended while we looked */
      }
    }
  }
  const named = [...tree].find((pid) => {
    try {
      return /next-server/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      return false;
    }
  });
  const pid = named ?? rootPid;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { pid, named: named !== undefined, kb: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) };
}
