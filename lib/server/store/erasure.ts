import 'server-only';
import type { Store } from './interface';
import type { Sql } from './rows';

/** Where an address appears: its leads (as typed, so compared case-blind) and its subscription. */
const LEADS = 'SELECT id FROM messages WHERE lower(email) = ?';
const SUBSCRIPTION = 'SELECT id FROM subscribers WHERE email = ?';

/** The right to erasure: every row about one address goes, in one transaction, and one log line stays. */
export function erasureStore({ batch }: Sql): Pick<Store, 'forget'> {
  return {
    async forget(email, auditKey, now) {
      const address = email.trim().toLowerCase();
      const [, deliveries, tokens, messages, subscribers] = await batch([
        {
          sql: `INSERT INTO erasures (erased_at, subject_key, messages, subscribers, deliveries, tokens)
                SELECT CAST(? AS BIGINT), CAST(? AS TEXT),
                  (SELECT COUNT(*) FROM messages WHERE lower(email) = ?),
                  (SELECT COUNT(*) FROM subscribers WHERE email = ?),
                  (SELECT COUNT(*) FROM deliveries WHERE about_id IN (${LEADS}) OR about_id IN (${SUBSCRIPTION})),
                  (SELECT COUNT(*) FROM tokens WHERE subscriber_id IN (${SUBSCRIPTION}))`,
          args: [now, auditKey, address, address, address, address, address],
        },
        {
          sql: `DELETE FROM deliveries WHERE about_id IN (${LEADS}) OR about_id IN (${SUBSCRIPTION})`,
          args: [address, address],
        },
        { sql: `DELETE FROM tokens WHERE subscriber_id IN (${SUBSCRIPTION})`, args: [address] },
        { sql: 'DELETE FROM messages WHERE lower(email) = ?', args: [address] },
        { sql: 'DELETE FROM subscribers WHERE email = ?', args: [address] },
      ]);
      return {
        messages: messages?.changes ?? 0,
        subscribers: subscribers?.changes ?? 0,
        deliveries: deliveries?.changes ?? 0,
        tokens: tokens?.changes ?? 0,
      };
    },
  };
}
