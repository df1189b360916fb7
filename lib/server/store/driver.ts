import 'server-only';
import type { Dialect as KyselyDialect } from 'kysely';

export type SqlValue = string | number | null;
export type Row = Record<string, unknown>;
export type Statement = { sql: string; args?: SqlValue[] };
export type QueryResult = { rows: Row[]; changes: number };

/**
 * The little an engine must provide. SQL is written once with `?` placeholders; the PostgreSQL
 * driver numbers them. Every error it throws has already gone through `asStorageError`.
 */
export interface Driver {
  readonly engine: 'sqlite' | 'postgres';
  readonly dialect: Dialect;
  /** `durable: false` may trade power-loss durability for speed (clicks, rate-limit counters). */
  query(sql: string, args?: SqlValue[], options?: { durable?: boolean }): Promise<QueryResult>;
  /**
   * Runs statements in order in one transaction: all of them take effect or none. A statement
   * cannot see another's result, so later ones are written to depend on the rows earlier ones
   * changed (see `change_id` in the migrations).
   */
  batch(statements: Statement[]): Promise<QueryResult[]>;
  /** Runs the steps not yet applied, in order, so that two instances starting at once are safe. */
  migrate(steps: readonly MigrationStep[]): Promise<void>;
  /**
   * The same database for a library that speaks Kysely (the team's sign-in), on this driver's
   * connections. Loaded on first use: nothing else pays for Kysely's import.
   */
  kysely(): Promise<KyselyDatabase>;
  close(): Promise<void>;
}

/** What a Kysely-based library needs: the dialect, the engine, and whether it may use transactions. */
export interface KyselyDatabase {
  dialect: KyselyDialect;
  type: 'sqlite' | 'postgres';
  transaction: boolean;
}

export interface Dialect {
  /** An integer wide enough for epoch milliseconds. */
  bigint: string;
  autoId: string;
  /** An SQL expression giving a new random text id (for rows a migration creates). */
  randomId: string;
  /** True/false, and a point in time, as a library that maps them itself expects them. */
  boolean: string;
  timestamp: string;
}

export interface MigrationStep {
  id: number;
  statements: (d: Dialect) => string[];
}
