import 'server-only';
import { Pool } from 'pg';
import type { Driver, SqlValue } from './driver';
import { guarded } from './errors';

const DIALECT = { bigint: 'BIGINT', autoId: 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY' };
// Any constant will do: it names the lock that serialises migrations across instances.
const MIGRATION_LOCK = 4_242_001;

/** `?` placeholders become `$1, $2, ...` (our SQL never has `?` inside a string literal). */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
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
    migrate: (steps) =>
      guarded(async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
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
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      }),
    close: () => pool.end(),
  };
}
