import 'server-only';
import { randomUUID } from 'node:crypto';
import { deliveryInserts } from './deliveries';
import type { Row } from './driver';
import type { Store } from './interface';
import {
  num,
  numOrNull,
  sourceArgs,
  sourceOf,
  SOURCE_COLUMN_LIST,
  SOURCE_PLACEHOLDERS,
  str,
  strOrNull,
  type Sql,
} from './rows';
import type { SubscriberStatus, Subscriber, TokenPurpose } from './types';

function toSubscriber(r: Row): Subscriber {
  return {
    id: str(r.id),
    email: str(r.email),
    name: str(r.name),
    status: str(r.status) as SubscriberStatus,
    requestedAt: num(r.requested_at),
    confirmedAt: numOrNull(r.confirmed_at),
    unsubscribedAt: numOrNull(r.unsubscribed_at),
    policyVersion: strOrNull(r.policy_version),
    source: sourceOf(r),
  };
}

const SOURCE_UPDATES = SOURCE_COLUMN_LIST.split(', ')
  .map((column) => `${column} = excluded.${column}`)
  .join(', ');
const SOURCE_CLEARED = SOURCE_COLUMN_LIST.split(', ')
  .map((column) => `${column} = NULL`)
  .join(', ');

type SubscriberStore = Pick<
  Store,
  'requestSubscription' | 'getSubscriber' | 'listSubscribers' | 'confirmSubscriber' | 'unsubscribe'
>;

/** The newsletter's list, with double opt-in: pending, confirmed, or off the list. */
export function subscriberStore({ q, batch }: Sql): SubscriberStore {
  return {
    async requestSubscription(request, limit, now) {
      const email = request.email.trim().toLowerCase();
      const change = randomUUID();
      const deliveryId = randomUUID();
      const [, , queued, current] = await batch([
        {
          // A confirmed subscriber keeps the consent it gave; anyone else asks afresh.
          sql: `INSERT INTO subscribers (id, email, name, status, requested_at, policy_version, ${SOURCE_COLUMN_LIST})
                VALUES (?, ?, ?, 'pending', ?, ?, ${SOURCE_PLACEHOLDERS})
                ON CONFLICT (email) DO UPDATE SET name = excluded.name, status = 'pending',
                  requested_at = excluded.requested_at, policy_version = excluded.policy_version,
                  confirmed_at = NULL, unsubscribed_at = NULL, ${SOURCE_UPDATES}
                WHERE subscribers.status <> 'confirmed'`,
          args: [
            randomUUID(),
            email,
            request.name,
            now,
            request.policyVersion,
            ...sourceArgs(request.source),
          ],
        },
        {
          // Claims a confirmation mail when the address's limit allows one (old values on the
          // right).
          sql: `UPDATE subscribers SET
                  mails_in_window = CASE WHEN mail_window_start IS NULL OR mail_window_start <= ? THEN 1 ELSE mails_in_window + 1 END,
                  mail_window_start = CASE WHEN mail_window_start IS NULL OR mail_window_start <= ? THEN ? ELSE mail_window_start END,
                  last_mail_at = ?, change_id = ?
                WHERE email = ? AND status = 'pending'
                  AND (last_mail_at IS NULL OR last_mail_at <= ?)
                  AND (mail_window_start IS NULL OR mail_window_start <= ? OR mails_in_window < ?)`,
          args: [
            now - limit.windowMs,
            now - limit.windowMs,
            now,
            now,
            change,
            email,
            now - limit.gapMs,
            now - limit.windowMs,
            limit.perWindow,
          ],
        },
        {
          sql: `INSERT INTO deliveries (id, kind, about_id, payload, status, attempts, next_attempt_at, created_at)
                SELECT CAST(? AS TEXT), 'confirmation', id, '{}', 'pending', 0, CAST(? AS BIGINT), CAST(? AS BIGINT)
                FROM subscribers WHERE email = ? AND change_id = ?`,
          args: [deliveryId, now, now, email, change],
        },
        { sql: 'SELECT id, status FROM subscribers WHERE email = ?', args: [email] },
      ]);
      const row = current?.rows[0] ?? {};
      return {
        subscriberId: str(row.id),
        status: str(row.status) as SubscriberStatus,
        deliveryId: queued?.changes === 1 ? deliveryId : null,
      };
    },
    async getSubscriber(id) {
      const { rows } = await q('SELECT * FROM subscribers WHERE id = ?', [id]);
      return rows[0] ? toSubscriber(rows[0]) : null;
    },
    async listSubscribers(status) {
      const { rows } = status
        ? await q('SELECT * FROM subscribers WHERE status = ? ORDER BY requested_at, email', [
            status,
          ])
        : await q('SELECT * FROM subscribers ORDER BY requested_at, email');
      return rows.map(toSubscriber);
    },
    async confirmSubscriber(tokenHash, deliveries, now) {
      const change = randomUUID();
      const changed = {
        sql: 'EXISTS (SELECT 1 FROM subscribers WHERE change_id = ?)',
        args: [change],
      };
      const purpose: TokenPurpose = 'confirm';
      const inserts = deliveryInserts(deliveries, now, changed);
      const [, confirmed] = await batch([
        {
          sql: `UPDATE tokens SET used_at = ?
                WHERE hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`,
          args: [now, tokenHash, purpose, now],
        },
        {
          sql: `UPDATE subscribers SET status = 'confirmed', confirmed_at = ?, change_id = ?
                WHERE status = 'pending'
                  AND id = (SELECT subscriber_id FROM tokens WHERE hash = ? AND used_at = ?)`,
          args: [now, change, tokenHash, now],
        },
        {
          // Other confirmation mails still queued for this subscriber have nothing left to ask.
          sql: `UPDATE deliveries SET status = 'cancelled'
                WHERE kind = 'confirmation' AND status = 'pending'
                  AND about_id = (SELECT id FROM subscribers WHERE change_id = ?)`,
          args: [change],
        },
        ...inserts.statements,
      ]);
      return confirmed?.changes === 1 ? { deliveryIds: inserts.ids } : null;
    },
    async unsubscribe(subscriberId, deliveries, now) {
      const change = randomUUID();
      const changed = {
        sql: 'EXISTS (SELECT 1 FROM subscribers WHERE change_id = ?)',
        args: [change],
      };
      const inserts = deliveryInserts(deliveries, now, changed);
      const [left] = await batch([
        {
          // Only the address and when it left stay, so it is never mailed or exported again.
          sql: `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = ?, name = '',
                  confirmed_at = NULL, policy_version = NULL, ${SOURCE_CLEARED}, change_id = ?
                WHERE id = ? AND status <> 'unsubscribed'`,
          args: [now, change, subscriberId],
        },
        {
          sql: `UPDATE deliveries SET status = 'cancelled'
                WHERE kind = 'confirmation' AND status IN ('pending', 'failed') AND about_id = ?
                  AND ${changed.sql}`,
          args: [subscriberId, change],
        },
        {
          // Confirmation links already sent stop working: leaving wins over an older request.
          sql: `DELETE FROM tokens WHERE subscriber_id = ? AND purpose = 'confirm' AND ${changed.sql}`,
          args: [subscriberId, change],
        },
        ...inserts.statements,
      ]);
      return left?.changes === 1 ? { deliveryIds: inserts.ids } : null;
    },
  };
}
