import 'server-only';
import { deliveryInserts } from './deliveries';
import {
  num,
  sourceArgs,
  sourceOf,
  SOURCE_COLUMN_LIST,
  SOURCE_PLACEHOLDERS,
  str,
  type Sql,
} from './rows';
import type { Store } from './interface';
import type { LeadState, Message, MessageKind } from './types';
import type { Row } from './driver';

function toMessage(r: Row): Message {
  return {
    id: str(r.id),
    kind: str(r.kind) as MessageKind,
    name: str(r.name),
    email: str(r.email),
    subject: str(r.subject),
    message: str(r.message),
    createdAt: num(r.created_at),
    state: str(r.state ?? 'new') as LeadState,
    source: sourceOf(r),
  };
}

type MessageStore = Pick<Store, 'insertMessage' | 'getMessage' | 'listMessages'>;

/** Leads: contact messages and chat hand-offs, each with where its visit started. */
export function messageStore({ q, batch }: Sql): MessageStore {
  return {
    async insertMessage(m, deliveries, now) {
      const { ids, statements } = deliveryInserts(deliveries, now);
      await batch([
        {
          sql: `INSERT INTO messages (id, kind, name, email, subject, message, created_at, ${SOURCE_COLUMN_LIST})
                VALUES (?, ?, ?, ?, ?, ?, ?, ${SOURCE_PLACEHOLDERS})`,
          args: [m.id, m.kind, m.name, m.email, m.subject, m.message, now, ...sourceArgs(m.source)],
        },
        ...statements,
      ]);
      return ids;
    },
    async getMessage(id) {
      const { rows } = await q('SELECT * FROM messages WHERE id = ?', [id]);
      return rows[0] ? toMessage(rows[0]) : null;
    },
    async listMessages(filter = {}) {
      const optional = (column: string, value: string | undefined) => ({
        sql: `(CAST(? AS TEXT) IS NULL OR ${column} = ?)`,
        args: [value ?? null, value ?? null],
      });
      const conditions = [
        optional('ref', filter.ref),
        optional('utm_campaign', filter.campaign),
        optional('state', filter.state),
      ];
      const { rows } = await q(
        `SELECT * FROM messages WHERE created_at >= ? AND created_at < ?
           AND ${conditions.map((c) => c.sql).join(' AND ')}
         ORDER BY created_at, id`,
        [
          filter.since ?? 0,
          filter.until ?? Number.MAX_SAFE_INTEGER,
          ...conditions.flatMap((c) => c.args),
        ],
      );
      return rows.map(toMessage);
    },
  };
}
