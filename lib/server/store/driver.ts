import 'server-only';

export type SqlValue = string | number | null;
export type Row = Record<string, unknown>;

/**
 * The little an engine must provide. SQL is written once with `?` placeholders; the PostgreSQL
 * driver numbers them. Every error it throws has already gone through `asStorageError`.
 */
export interface Driver {
  readonly engine: 'sqlite' | 'postgres';
  readonly dialect: Dialect;
  /** `durable: false` may trade power-loss durability for speed (clicks, rate-limit counters). */
  query(
    sql: string,
    args?: SqlValue[],
    options?: { durable?: boolean },
  ): Promise<{ rows: Row[]; changes: number }>;
  /** Runs the steps not yet applied, in order, so that two instances starting at once are safe. */
  migrate(steps: readonly MigrationStep[]): Promise<void>;
  close(): Promise<void>;
}

export interface Dialect {
  /** An integer wide enough for epoch milliseconds. */
  bigint: string;
  autoId: string;
}

export interface MigrationStep {
  id: number;
  statements: (d: Dialect) => string[];
}
