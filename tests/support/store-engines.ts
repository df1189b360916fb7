import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import { afterAll, inject } from 'vitest';
import { resetEnv } from '@/lib/server/env';
import { closeStore, createStore, type Store } from '@/lib/server/store';

export interface Engine {
  name: string;
  /** An empty database of this engine. */
  freshUrl(): Promise<string>;
}

let counter = 0;

/** A new database on the shared PostgreSQL server (see postgres-global.ts). */
export async function freshPostgresDatabase(adminUrl: string): Promise<string> {
  const name = `t${process.pid}_${++counter}_${Date.now() % 100_000}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * The engines a store suite runs against: an embedded SQLite file, and PostgreSQL when the shared
 * server is there (under CI=true the global setup fails instead of leaving it out).
 */
export function storeEngines(): Engine[] {
  const tmp = mkdtempSync(join(tmpdir(), 'store-test-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const sqlite: Engine = {
    name: 'SQLite (libSQL file)',
    freshUrl: async () => pathToFileURL(join(tmp, `db-${++counter}`, 'site.db')).href,
  };
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) return [sqlite];
  return [sqlite, { name: 'PostgreSQL', freshUrl: () => freshPostgresDatabase(adminUrl) }];
}

/** Opens stores for one engine's tests and closes them all after the last. */
export function storeOpener(engine: Engine) {
  const opened: Store[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((s) => s.close()));
  });
  return async (url?: string) => {
    const store = createStore(url ?? (await engine.freshUrl()));
    opened.push(store);
    return store;
  };
}

/**
 * The engines a route-handler suite runs against: the embedded SQLite file, and a fresh PostgreSQL
 * database when the shared server is there. `use()` points the handlers at the engine: it sets
 * DATABASE_URL (unset for SQLite), has the env read again and closes the store open before, so
 * that the next handler opens this engine's.
 */
export function handlerEngines(): { name: string; use: () => Promise<void> }[] {
  const postgresUrl = inject('postgresUrl');
  const engine = (name: string, database: () => Promise<string | undefined>) => ({
    name,
    use: async () => {
      const url = await database();
      if (url) process.env.DATABASE_URL = url;
      else delete process.env.DATABASE_URL;
      resetEnv();
      await closeStore();
    },
  });
  return [
    engine('SQLite', async () => undefined),
    ...(postgresUrl ? [engine('PostgreSQL', () => freshPostgresDatabase(postgresUrl))] : []),
  ];
}
