import 'server-only';
import { env } from '../env';
import { storeFor, storeUrl } from './index';
import type { Store } from './interface';

/** The store the site's handlers use, from the validated environment. */
export function getStore(): Store {
  const { DATABASE_URL, DATA_DIR } = env();
  return storeFor(storeUrl(DATABASE_URL, DATA_DIR));
}
