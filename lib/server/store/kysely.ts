import 'server-only';
import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver as KyselyDriver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { Driver, SqlValue } from './driver';

/**
 * A Kysely dialect that runs its queries through the store's own SQLite driver, and so on the
 * site's one libSQL client (the durable connection, with its busy timeout and error mapping):
 * no second client for the same file. It has no interactive transactions (the libSQL client
 * hands its connection to a transaction and opens a new one after it); what uses it runs
 * single statements, each atomic by itself.
 */
export class LibsqlStoreDialect implements Dialect {
  constructor(private readonly driver: Driver) {}
  createAdapter = () => new SqliteAdapter();
  createDriver = (): KyselyDriver => new StoreKyselyDriver(this.driver);
  createQueryCompiler = () => new SqliteQueryCompiler();
  createIntrospector = (db: Kysely<unknown>) => new SqliteIntrospector(db);
}

const NO_TRANSACTIONS = 'This dialect runs single statements only: no interactive transactions.';

class StoreKyselyDriver implements KyselyDriver {
  private readonly connection: DatabaseConnection;
  constructor(driver: Driver) {
    this.connection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const args = query.parameters.map(toSqlValue);
        const { rows, changes } = await driver.query(query.sql, args);
        // Plain objects: a libSQL row also answers to column indexes.
        const plain = rows.map((row) => ({ ...row }) as R);
        return { rows: plain, numAffectedRows: BigInt(changes) };
      },
      async *streamQuery() {
        throw new Error('Streaming is not supported.');
      },
    };
  }
  async init() {}
  async acquireConnection() {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error(NO_TRANSACTIONS);
  }
  async commitTransaction(): Promise<void> {
    throw new Error(NO_TRANSACTIONS);
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error(NO_TRANSACTIONS);
  }
  async releaseConnection() {}
  async destroy() {}
}

/** Kysely hands over what the query builder was given; the store takes text, numbers and null. */
function toSqlValue(value: unknown): SqlValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`A query parameter of type ${typeof value} cannot be stored.`);
}
