import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { postgresDriver } from './postgres';
import { sqlStore } from './sql-store';
import { sqliteDriver } from './sqlite';
import type { Store } from './types';

export type { Click, Message, MessageStatus, NewMessage, Store, Subscriber } from './types';
export { StorageUnavailableError } from './errors';

/** DATABASE_URL picks the engine; unset means the embedded file `<DATA_DIR>/site.db`. */
export function storeUrl(databaseUrl: string | undefined, dataDir: string): string {
  return databaseUrl ?? pathToFileURL(resolve(dataDir, 'site.db')).href;
}

export function createStore(url: string): Store {
  return sqlStore(/^postgres(ql)?:\/\//.test(url) ? postgresDriver(url) : sqliteDriver(url));
}

// One store per process and URL: serverless instances reuse it across invocations.
let current: { url: string; store: Store } | undefined;

export function storeFor(url: string): Store {
  if (current?.url !== url) {
    void current?.store.close();
    current = { url, store: createStore(url) };
  }
  return current.store;
}

/** Closes the process's store (tests, CLIs) so the process can exit. */
export async function closeStore(): Promise<void> {
  const open = current;
  current = undefined;
  await open?.store.close();
}
