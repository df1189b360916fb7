import 'server-only';
import { randomBytes } from 'node:crypto';

/** A salt for this process only: keys counted in memory never leave it. */
export const PROCESS_SALT = randomBytes(32).toString('hex');

const windows = new Map<string, { windowEnd: number; hits: number }>();

/**
 * Counts one hit in this process's memory: the stand-in while the shared store is down, so the
 * limits still hold on each instance (if not across them) and a lead is never refused because
 * the database that counts requests is away.
 */
export function hitInMemory(key: string, windowStart: number, windowEnd: number): number {
  const current = windows.get(key);
  const hits = current && current.windowEnd === windowEnd ? current.hits + 1 : 1;
  windows.set(key, { windowEnd, hits });
  if (windows.size > 10_000) {
    for (const [k, w] of windows) if (w.windowEnd <= windowStart) windows.delete(k);
  }
  return hits;
}
