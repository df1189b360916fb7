import 'server-only';
import { Pool, type PoolClient } from 'pg';
import type { Driver, QueryResult, SqlValue } from './driver';
import { guarded } from './errors';

const DIALECT = {
  bigint: 'BIGINT',
  autoId: 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY',
  randomId: 'md5(random()::text || clock_timestamp()::text)',
  boolean: 'BOOLEAN',
  timestamp: 'TIMESTAMPTZ',
};
// Any constant will do: it names the lock that serialises migrations across instances.
const MIGRATION_LOCK = 4_242_001;

/** `?` placeholders become `$1, $2, ...` (our SQL never has `?` inside a string literal). */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** Runs `work` on one pooled connection between BEGIN and COMMIT; any error rolls it back. */
async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** PostgreSQL through a small pg pool (serverless instances each hold only a few connections). */
export function postgresDriver(url: string): Driver {
  const pool = new Pool({
    connectionString: url,
    max: 5,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 10_000,
    statement_timeout: 10_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) =>
    console.error(`[store] postgres idle client: ${error.message.slice(0, 200)}`),
  );

  return {
    engine: 'postgres',
    dialect: DIALECT,
    query: (sql, args: SqlValue[] = []) =>
      guarded(async () => {
        const result = await pool.query(numbered(sql), args);
        return { rows: result.rows, changes: result.rowCount ?? 0 };
      }),
    batch: (statements) =>
      guarded(() =>
        inTransaction(pool, async (client) => {
          const results: QueryResult[] = [];
          for (const { sql, args = [] } of statements) {
            const result = await client.query(numbered(sql), args);
            results.push({ rows: result.rows, changes: result.rowCount ?? 0 });
          }
          return results;
        }),
      ),
    migrate: (steps) =>
      guarded(() =>
        inTransaction(pool, async (client) => {
          // Two instances starting at once: the second waits here, then finds the steps applied.
          await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
          await client.query(
            'CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
          );
          const done = new Set(
            (await client.query('SELECT id FROM schema_migrations')).rows.map((r) => Number(r.id)),
          );
          for (const step of steps) {
            if (done.has(step.id)) continue;
            for (const statement of step.statements(DIALECT)) await client.query(statement);
            await client.query('INSERT INTO schema_migrations (id, applied_at) VALUES ($1, $2)', [
              step.id,
              Date.now(),
            ]);
          }
        }),
      ),
    // Kysely's own PostgreSQL dialect on the same small pool, with real transactions.
    kysely: async () => {
      const { PostgresDialect } = await import('kysely');
      return { dialect: new PostgresDialect({ pool }), type: 'postgres', transaction: true };
    },
    close: () => pool.end(),
  };
}
