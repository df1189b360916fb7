import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createClient, LibsqlBatchError, type Client, type InValue } from '@libsql/client';
import type { Driver, SqlValue } from './driver';
import { guarded, StorageUnavailableError } from './errors';

const DIALECT = {
  bigint: 'INTEGER',
  autoId: 'INTEGER PRIMARY KEY AUTOINCREMENT',
  randomId: 'lower(hex(randomblob(16)))',
  boolean: 'INTEGER',
  timestamp: 'DATE',
};
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

/** The step's own record was refused: its id is in schema_migrations already. */
const appliedMeanwhile = (error: unknown) =>
  error instanceof LibsqlBatchError &&
  error.statementIndex === 0 &&
  /^SQLITE_CONSTRAINT/.test(String(error.code));

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

  const driver: Driver = {
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
    batch: (statements) =>
      guarded(async () => {
        const db = await connect(true);
        const results = await db.batch(
          statements.map(({ sql, args = [] }) => ({ sql, args: args as InValue[] })),
          'write',
        );
        return results.map((r) => ({
          rows: r.rows as unknown as Record<string, unknown>[],
          changes: r.rowsAffected,
        }));
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
          // One write transaction per step, its record first: when another instance applied the
          // step meanwhile, that insert fails and the whole step rolls back, already done.
          try {
            await db.batch(
              [
                {
                  sql: 'INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)',
                  args: [step.id, Date.now()],
                },
                ...step.statements(DIALECT),
              ],
              'write',
            );
          } catch (error) {
            if (!appliedMeanwhile(error)) throw error;
          }
        }
      }),
    close: async () => {
      clients.durable?.close();
      clients.fast?.close();
      delete clients.durable;
      delete clients.fast;
    },
    kysely: async () => {
      const { LibsqlStoreDialect } = await import('./kysely');
      return { dialect: new LibsqlStoreDialect(driver), type: 'sqlite', transaction: false };
    },
  };
  return driver;
}
