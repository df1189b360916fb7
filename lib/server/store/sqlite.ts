import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createClient, type Client, type InValue } from '@libsql/client';
import type { Driver, SqlValue } from './driver';
import { guarded, StorageUnavailableError } from './errors';

const DIALECT = { bigint: 'INTEGER', autoId: 'INTEGER PRIMARY KEY AUTOINCREMENT' };
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)`;

/**
 * Creates the folder of a local database file, so a fresh checkout just works. A folder that
 * cannot be made (a volume not mounted, a file in the way) is storage being unavailable, like a
 * database server that is down: a 503 the client may retry, and it heals once the path works.
 */
function ensureFolder(url: string): void {
  if (!url.startsWith('file:')) return;
  const path = url.slice('file:'.length).replace(/^\/\/(localhost)?(?=\/)/, '');
  if (!path || path === ':memory:') return;
  try {
    mkdirSync(dirname(path), { recursive: true });
  } catch (error) {
    throw new StorageUnavailableError(`cannot create the database folder: ${String(error)}`, {
      cause: error,
    });
  }
}

/** SQLite through libSQL: an embedded file (the default), or a libSQL server / Turso. */
export function sqliteDriver(url: string): Driver {
  const local = url.startsWith('file:');
  const clients: { durable?: Client; fast?: Client } = {};
  /**
   * A local file gets two connections. Leads and subscribers commit with synchronous=FULL (an
   * fsync per commit: they survive power loss). Clicks and rate-limit counters, hot and
   * loss-tolerant, commit with synchronous=NORMAL (WAL: safe from process crashes, no fsync).
   */
  const connect = async (durable: boolean): Promise<Client> => {
    const kind = durable || !local ? 'durable' : 'fast';
    const existing = clients[kind];
    if (existing) return existing;
    ensureFolder(url);
    // Busy timeout: a second connection or process waits for the write lock instead of failing.
    // One connection per client: calls are synchronous underneath, and pragmas stick to it.
    const fresh = createClient(local ? { url, timeout: 5000, concurrency: 1 } : { url });
    if (local) {
      await fresh.execute('PRAGMA journal_mode = WAL');
      await fresh.execute(`PRAGMA synchronous = ${kind === 'durable' ? 'FULL' : 'NORMAL'}`);
    }
    clients[kind] = fresh;
    return fresh;
  };

  return {
    engine: 'sqlite',
    dialect: DIALECT,
    query: (sql, args: SqlValue[] = [], options = {}) =>
      guarded(async () => {
        const db = await connect(options.durable ?? true);
        const result = await db.execute({ sql, args: args as InValue[] });
        return {
          rows: result.rows as unknown as Record<string, unknown>[],
          changes: result.rowsAffected,
        };
      }),
    migrate: (steps) =>
      guarded(async () => {
        const db = await connect(true);
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
      clients.durable?.close();
      clients.fast?.close();
      delete clients.durable;
      delete clients.fast;
    },
  };
}
