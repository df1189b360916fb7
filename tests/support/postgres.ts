import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../scripts/lib/free-port.mjs';

/** The OS package's binaries (Debian: /usr/lib/postgresql/<version>/bin), newest first. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, 'bin')).find((bin) => existsSync(join(bin, 'initdb')));
}

export interface PostgresServer {
  /** Admin URL (database `postgres`). */
  url: string;
  /** Creates an empty database and returns its URL: one per test keeps cases independent. */
  freshDatabase(): Promise<string>;
  /** Shuts the server down (fast mode: clients are disconnected) and keeps its data. */
  halt(): Promise<void>;
  /** Starts a halted server again on the same port with the same data. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

// initdb refuses to run as root: as root, run the server as the `postgres` system user.
const asRoot = process.getuid?.() === 0;
const command = (bin: string, args: string[]) =>
  asRoot ? { cmd: 'runuser', args: ['-u', 'postgres', '--', bin, ...args] } : { cmd: bin, args };

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (server.exitCode !== null) throw new Error(`postgres exited with code ${server.exitCode}`);
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('postgres did not accept connections within 10 s');
}

/** Starts a throwaway PostgreSQL server in a temporary folder on a free port. */
export async function startPostgres(bin: string): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'site-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout), Number(gids.stdout));
  }
  const init = command(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const initResult = spawnSync(init.cmd, init.args, { encoding: 'utf8' });
  if (initResult.status !== 0) throw new Error(`initdb failed: ${initResult.stderr.slice(0, 500)}`);

  const port = await freePort();
  const run = command(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server = spawn(run.cmd, run.args, { stdio: 'ignore' });
  await waitForServer(url, server);
  const running = () => server.exitCode === null && server.signalCode === null;
  const halt = async () => {
    if (!running()) return;
    const exited = new Promise((r) => server.once('exit', r));
    const stop = command(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w']);
    spawnSync(stop.cmd, stop.args, { stdio: 'ignore' });
    await exited;
  };

  let counter = 0;
  return {
    url,
    async freshDatabase() {
      const name = `t${process.pid}_${++counter}`;
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    halt,
    async resume() {
      if (running()) return;
      server = spawn(run.cmd, run.args, { stdio: 'ignore' });
      await waitForServer(url, server);
    },
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A suite that needs PostgreSQL: the binaries, or the reason there are none. Under CI=true a
 * missing server is an error, never a silent skip.
 */
export function postgresAvailability(): { bin: string } | { missing: string } {
  const bin = postgresBinaries();
  if (bin) return { bin };
  const reason =
    'PostgreSQL binaries not found under /usr/lib/postgresql/*/bin (apt-get install postgresql)';
  if (process.env.CI === 'true') throw new Error(`CI=true and ${reason}`);
  console.warn(`SKIPPING the PostgreSQL half of the store contract suite: ${reason}`);
  return { missing: reason };
}
