import 'server-only';
import { createHmac } from 'node:crypto';
import { getStore } from './store/default';
import type { ErasureCounts } from './store/types';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The right to erasure for one address: its subscription, leads, tokens and deliveries go. The log
 * keeps only a keyed hash of the address (keyed with the database's own secret, so the log alone
 * cannot be checked against a list of addresses), to show the request was carried out.
 */
export async function forgetAddress(
  email: string,
  now = Date.now(),
): Promise<{ removed: ErasureCounts; auditKey: string }> {
  const store = getStore();
  const auditKey = createHmac('sha256', await store.secret())
    .update(`erasure:${normaliseEmail(email)}`)
    .digest('hex');
  return { removed: await store.forget(email, auditKey, now), auditKey };
}
