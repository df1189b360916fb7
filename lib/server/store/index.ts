import 'server-only';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { postgresDriver } from './postgres';
import { sqlStore } from './sql-store';
import { sqliteDriver } from './sqlite';
import type { Store } from './interface';

export type * from './types';
export type * from './team-types';
export { LEAD_STATES } from './types';
export type { Store } from './interface';
export { StorageUnavailableError } from './errors';

/** DATABASE_URL picks the engine; unset means the embedded file `<DATA_DIR>/site.db`. */
export function storeUrl(databaseUrl: string | undefined, dataDir: string): string {
  return databaseUrl ?? pathToFileURL(resolve(dataDir, 'site.db')).href;
}

export function createStore(url: string): Store {
  return sqlStore(/^postgres(ql)?:\/\//.test(url) ? postgresDriver(url) : sqliteDriver(url));
}

// One store per process and URL, kept on globalThis because Next may load this module once per
// route bundle: every handler, and every invocation of a warm serverless instance, shares it.
const holder = globalThis as { __siteStore?: { url: string; store: Store } };

export function storeFor(url: string): Store {
  const current = holder.__siteStore;
  if (current?.url === url) return current.store;
  void current?.store.close();
  holder.__siteStore = { url, store: createStore(url) };
  return holder.__siteStore.store;
}

/** Closes the process's store (tests, CLIs) so the process can exit. */
export async function closeStore(): Promise<void> {
  const open = holder.__siteStore;
  holder.__siteStore = undefined;
  await open?.store.close();
}
