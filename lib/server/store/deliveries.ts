import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Row, Statement } from './driver';
import type { Store } from './interface';
import { num, numOrNull, str, strOrNull, type Sql } from './rows';
import type { Delivery, DeliveryKind, DeliveryStatus, NewDelivery } from './types';

function toDelivery(r: Row): Delivery {
  return {
    id: str(r.id),
    kind: str(r.kind) as DeliveryKind,
    aboutId: str(r.about_id),
    payload: str(r.payload),
    status: str(r.status) as DeliveryStatus,
    attempts: num(r.attempts),
    nextAttemptAt: num(r.next_attempt_at),
    leaseUntil: numOrNull(r.lease_until),
    lastAttemptAt: numOrNull(r.last_attempt_at),
    lastError: strOrNull(r.last_error),
    createdAt: num(r.created_at),
    sentAt: numOrNull(r.sent_at),
  };
}

const INSERT = `INSERT INTO deliveries (id, kind, about_id, payload, status, attempts, next_attempt_at, created_at)`;

/**
 * The statements that queue deliveries, due at once, to run in another change's transaction; with
 * `onlyIf` (an SQL condition and its arguments) each is inserted only when the condition holds.
 */
export function deliveryInserts(
  deliveries: NewDelivery[],
  now: number,
  onlyIf?: Statement,
): { ids: string[]; statements: Statement[] } {
  const ids = deliveries.map(() => randomUUID());
  const statements = deliveries.map((d, i): Statement => {
    const values = [ids[i] ?? '', d.kind, d.aboutId, d.payload, now, now];
    if (!onlyIf) return { sql: `${INSERT} VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)`, args: values };
    return {
      // Casts: PostgreSQL cannot infer a parameter's type from a SELECT list.
      sql: `${INSERT} SELECT CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT),
              'pending', 0, CAST(? AS BIGINT), CAST(? AS BIGINT) WHERE ${onlyIf.sql}`,
      args: [...values, ...(onlyIf.args ?? [])],
    };
  });
  return { ids, statements };
}

// A delivery may be taken when it is pending and due, or when a sender's lease ran out (it
// crashed).
const CLAIMABLE = `((status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND lease_until < ?))`;

type DeliveryStore = Pick<
  Store,
  | 'addDeliveries'
  | 'getDelivery'
  | 'listDeliveries'
  | 'deliveriesAbout'
  | 'dueDeliveryIds'
  | 'claimDelivery'
  | 'finishDelivery'
  | 'failDelivery'
  | 'makeDueNow'
  | 'outboxStats'
>;

/** The one outbox: team mail, subscriber mail and webhooks, each delivered at most once. */
export function deliveryStore({ q, batch }: Sql): DeliveryStore {
  return {
    async addDeliveries(deliveries, now) {
      const { ids, statements } = deliveryInserts(deliveries, now);
      if (statements.length > 0) await batch(statements);
      return ids;
    },
    async getDelivery(id) {
      const { rows } = await q('SELECT * FROM deliveries WHERE id = ?', [id]);
      return rows[0] ? toDelivery(rows[0]) : null;
    },
    async listDeliveries(status) {
      const { rows } = status
        ? await q('SELECT * FROM deliveries WHERE status = ? ORDER BY created_at, id', [status])
        : await q('SELECT * FROM deliveries ORDER BY created_at, id');
      return rows.map(toDelivery);
    },
    async deliveriesAbout(aboutIds) {
      if (aboutIds.length === 0) return [];
      const { rows } = await q(
        `SELECT * FROM deliveries WHERE about_id IN (${aboutIds.map(() => '?').join(', ')})
         ORDER BY created_at, id`,
        [...aboutIds],
      );
      return rows.map(toDelivery);
    },
    async dueDeliveryIds(kind, now, limit) {
      const { rows } = await q(
        `SELECT id FROM deliveries WHERE kind = ? AND ${CLAIMABLE} ORDER BY next_attempt_at LIMIT ?`,
        [kind, now, now, limit],
      );
      return rows.map((r) => str(r.id));
    },
    async claimDelivery(id, now, leaseUntil) {
      // One conditional UPDATE: of two racing senders exactly one sees its row come back.
      const { rows } = await q(
        `UPDATE deliveries SET status = 'sending', lease_until = ?, last_attempt_at = ?,
           attempts = attempts + 1
         WHERE id = ? AND ${CLAIMABLE} RETURNING *`,
        [leaseUntil, now, id, now, now],
      );
      return rows[0] ? toDelivery(rows[0]) : null;
    },
    async finishDelivery(id, status, now) {
      await q(
        `UPDATE deliveries SET status = ?, sent_at = ?, lease_until = NULL, last_error = NULL
         WHERE id = ? AND status = 'sending'`,
        [status, status === 'sent' ? now : null, id],
      );
    },
    async failDelivery(id, error, nextAttemptAt) {
      await q(
        `UPDATE deliveries SET status = ?, next_attempt_at = COALESCE(?, next_attempt_at),
         lease_until = NULL, last_error = ? WHERE id = ? AND status = 'sending'`,
        [nextAttemptAt === null ? 'failed' : 'pending', nextAttemptAt, error.slice(0, 500), id],
      );
    },
    async makeDueNow(now, includeFailed) {
      const statuses = includeFailed ? `('pending', 'failed')` : `('pending')`;
      const { changes } = await q(
        `UPDATE deliveries SET status = 'pending', next_attempt_at = ? WHERE status IN ${statuses}`,
        [now],
      );
      return changes;
    },
    async outboxStats() {
      const { rows } = await q(
        `SELECT
           SUM(CASE WHEN status IN ('pending', 'sending') THEN 1 ELSE 0 END) AS pending,
           MIN(CASE WHEN status IN ('pending', 'sending') THEN created_at END) AS oldest,
           SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END) AS failed
         FROM deliveries`,
      );
      const r = rows[0] ?? {};
      const { rows: last } = await q(
        `SELECT status, last_error FROM deliveries
         WHERE kind IN ('team-mail', 'confirmation', 'team-link') AND status <> 'sending'
           AND last_attempt_at IS NOT NULL
         ORDER BY last_attempt_at DESC LIMIT 1`,
      );
      const latest = last[0];
      return {
        pending: num(r.pending ?? 0),
        oldestPendingAt: numOrNull(r.oldest),
        failed: num(r.failed ?? 0),
        lastMailError:
          latest && str(latest.status) !== 'sent' ? strOrNull(latest.last_error) : null,
      };
    },
  };
}
