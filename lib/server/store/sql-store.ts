import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Driver, Row } from './driver';
import { migrations } from './migrations';
import type { Click, Message, MessageStatus, NewMessage, Store, Subscriber } from './types';

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown): string => String(v);

function toMessage(r: Row): Message {
  return {
    id: str(r.id),
    name: str(r.name),
    email: str(r.email),
    subject: str(r.subject),
    message: str(r.message),
    status: str(r.status) as MessageStatus,
    attempts: num(r.attempts),
    nextAttemptAt: num(r.next_attempt_at),
    leaseUntil: numOrNull(r.lease_until),
    lastError: r.last_error === null ? null : str(r.last_error),
    createdAt: num(r.created_at),
    sentAt: numOrNull(r.sent_at),
  };
}

// A message may be taken when it is pending and due, or when a sender's lease ran out (it crashed).
const CLAIMABLE = `((status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND lease_until < ?))`;

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
  const q = async (sql: string, args: (string | number | null)[] = []) =>
    (await db()).query(sql, args);
  // Clicks and rate-limit counters: hot, and losing the last second of them on power loss is fine.
  const fast = async (sql: string, args: (string | number | null)[] = []) =>
    (await db()).query(sql, args, { durable: false });

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

    async insertMessage(m: NewMessage, now) {
      const id = randomUUID();
      await q(
        `INSERT INTO messages (id, name, email, subject, message, status, attempts, next_attempt_at, created_at)
         VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
        [id, m.name, m.email, m.subject, m.message, now, now],
      );
      return id;
    },
    async getMessage(id) {
      const { rows } = await q('SELECT * FROM messages WHERE id = ?', [id]);
      return rows[0] ? toMessage(rows[0]) : null;
    },
    async listMessages(status) {
      const { rows } = status
        ? await q('SELECT * FROM messages WHERE status = ? ORDER BY created_at', [status])
        : await q('SELECT * FROM messages ORDER BY created_at');
      return rows.map(toMessage);
    },
    async dueMessageIds(now, limit) {
      const { rows } = await q(
        `SELECT id FROM messages WHERE ${CLAIMABLE} ORDER BY next_attempt_at LIMIT ?`,
        [now, now, limit],
      );
      return rows.map((r) => str(r.id));
    },
    async claimMessage(id, now, leaseUntil) {
      // One conditional UPDATE: of two racing senders exactly one sees its row come back.
      const { rows } = await q(
        `UPDATE messages SET status = 'sending', lease_until = ?, attempts = attempts + 1
         WHERE id = ? AND ${CLAIMABLE} RETURNING *`,
        [leaseUntil, id, now, now],
      );
      return rows[0] ? toMessage(rows[0]) : null;
    },
    async markSent(id, now) {
      await q(
        `UPDATE messages SET status = 'sent', sent_at = ?, lease_until = NULL, last_error = NULL
         WHERE id = ? AND status = 'sending'`,
        [now, id],
      );
    },
    async markAttemptFailed(id, error, nextAttemptAt) {
      await q(
        `UPDATE messages SET status = ?, next_attempt_at = COALESCE(?, next_attempt_at),
         lease_until = NULL, last_error = ? WHERE id = ? AND status = 'sending'`,
        [nextAttemptAt === null ? 'failed' : 'pending', nextAttemptAt, error.slice(0, 500), id],
      );
    },
    async makeDueNow(now, includeFailed) {
      const statuses = includeFailed ? `('pending', 'failed')` : `('pending')`;
      const { changes } = await q(
        `UPDATE messages SET status = 'pending', next_attempt_at = ? WHERE status IN ${statuses}`,
        [now],
      );
      return changes;
    },

    async addSubscriber(email, name, now) {
      const { changes } = await q(
        `INSERT INTO subscribers (email, name, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING`,
        [email.trim().toLowerCase(), name, now],
      );
      return changes === 1;
    },
    async listSubscribers() {
      const { rows } = await q('SELECT * FROM subscribers ORDER BY created_at, email');
      return rows.map((r): Subscriber => ({
        email: str(r.email),
        name: str(r.name),
        createdAt: num(r.created_at),
      }));
    },

    async insertClick(c: Click, now) {
      await fast(
        `INSERT INTO clicks (tag, class_name, element_id, path, occurred_at, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
        [c.tag, c.className, c.elementId, c.path, c.occurredAt, now],
      );
    },
    countClicks: async () => num((await fast('SELECT COUNT(*) AS n FROM clicks')).rows[0]?.n),
    purgeClicks: async (olderThan) =>
      (await fast('DELETE FROM clicks WHERE created_at < ?', [olderThan])).changes,

    close: () => driver.close(),
  };
}
