import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createClient, type Client, type InValue } from '@libsql/client';
import type { Driver, SqlValue } from './driver';
import { asStorageError } from './errors';

const DIALECT = { bigint: 'INTEGER', autoId: 'INTEGER PRIMARY KEY AUTOINCREMENT' };
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)`;

/** Creates the folder of a local database file, so a fresh checkout just works. */
function ensureFolder(url: string): void {
  if (!url.startsWith('file:')) return;
  const path = url.slice('file:'.length).replace(/^\/\/(localhost)?(?=\/)/, '');
  if (path && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asStorageError(error);
  }
}

/** SQLite through libSQL: an embedded file (the default), or a libSQL server / Turso. */
export function sqliteDriver(url: string): Driver {
  let client: Client | undefined;
  const connect = async (): Promise<Client> => {
    if (client) return client;
    ensureFolder(url);
    // Busy timeout: a second process (CLI, another instance) waits for the lock instead of failing.
    const local = url.startsWith('file:');
    // One connection for a local file: calls are synchronous underneath, and pragmas stick to it.
    const fresh = createClient(local ? { url, timeout: 5000, concurrency: 1 } : { url });
    if (local) await fresh.execute('PRAGMA journal_mode = WAL');
    client = fresh;
    return fresh;
  };

  return {
    engine: 'sqlite',
    dialect: DIALECT,
    query: (sql, args: SqlValue[] = []) =>
      guarded(async () => {
        const result = await (await connect()).execute({ sql, args: args as InValue[] });
        return {
          rows: result.rows as unknown as Record<string, unknown>[],
          changes: result.rowsAffected,
        };
      }),
    migrate: (steps) =>
      guarded(async () => {
        const db = await connect();
        await db.execute(MIGRATIONS_TABLE);
        const done = new Set(
          (await db.execute('SELECT id FROM schema_migrations')).rows.map((r) => Number(r.id)),
        );
        for (const step of steps) {
          if (done.has(step.id)) continue;
          // Each step is idempotent DDL plus an insert-or-ignore, in one write transaction.
          await db.batch(
            [
              ...step.statements(DIALECT),
              {
                sql: 'INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING',
                args: [step.id, Date.now()],
              },
            ],
            'write',
          );
        }
      }),
    close: async () => {
      client?.close();
      client = undefined;
    },
  };
}
