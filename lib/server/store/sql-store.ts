import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Driver, SqlValue } from './driver';
import { deliveryStore } from './deliveries';
import { erasureStore } from './erasure';
import type { Store } from './interface';
import { messageStore } from './messages';
import { migrations } from './migrations';
import { num, str, type Sql } from './rows';
import { subscriberStore } from './subscribers';
import { teamStore } from './team';
import { tokenStore } from './tokens';
import { unconfirmedStore } from './unconfirmed';
import { vitalsStore } from './vitals';

/** The Store on top of any Driver: the same SQL runs on SQLite and PostgreSQL. */
export function sqlStore(driver: Driver): Store {
  let ready: Promise<void> | undefined;
  let salt: string | undefined;
  const db = async () => {
    // A failed migration (database down) is retried on the next call, not remembered forever.
    ready ??= driver.migrate(migrations).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    await ready;
    return driver;
  };
  const sql: Sql = {
    driver,
    q: async (text: string, args: SqlValue[] = []) => (await db()).query(text, args),
    fast: async (text: string, args: SqlValue[] = []) =>
      (await db()).query(text, args, { durable: false }),
    batch: async (statements) => (await db()).batch(statements),
  };
  const { q, fast } = sql;

  return {
    engine: driver.engine,
    ping: async () => void (await q('SELECT 1')),
    async secret() {
      if (salt) return salt;
      const fresh = randomBytes(32).toString('hex');
      await q(`INSERT INTO meta (key, value) VALUES ('salt', ?) ON CONFLICT (key) DO NOTHING`, [
        fresh,
      ]);
      const { rows } = await q(`SELECT value FROM meta WHERE key = 'salt'`);
      salt = str(rows[0]?.value);
      return salt;
    },

    async hitRateLimit(key, windowStart, expiresAt) {
      const { rows } = await fast(
        `INSERT INTO rate_limits (key, window_start, hits, expires_at) VALUES (?, ?, 1, ?)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
         RETURNING hits`,
        [key, windowStart, expiresAt],
      );
      return num(rows[0]?.hits);
    },
    purgeRateLimits: async (now) =>
      (await fast('DELETE FROM rate_limits WHERE expires_at <= ?', [now])).changes,

    ...messageStore(sql),
    ...deliveryStore(sql),
    ...subscriberStore(sql),
    ...tokenStore(sql),
    ...unconfirmedStore(sql),
    ...erasureStore(sql),
    ...teamStore(sql),
    ...vitalsStore(sql),

    async insertClick(c, now) {
      await fast(
        `INSERT INTO clicks (tag, class_name, element_id, path, occurred_at, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
        [c.tag, c.className, c.elementId, c.path, c.occurredAt, now],
      );
    },
    countClicks: async () => num((await fast('SELECT COUNT(*) AS n FROM clicks')).rows[0]?.n),
    purgeClicks: async (olderThan) =>
      (await fast('DELETE FROM clicks WHERE created_at < ?', [olderThan])).changes,

    kyselyDatabase: () => driver.kysely(),
    close: () => driver.close(),
  };
}
