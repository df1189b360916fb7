import 'server-only';
import type { Store } from './interface';
import type { Sql } from './rows';

/** Sign-ups nobody confirmed are not kept: they and their links go once the links have expired. */
export function unconfirmedStore({ batch }: Sql): Pick<Store, 'purgeUnconfirmed'> {
  return {
    async purgeUnconfirmed(requestedBefore, tokensExpiredBefore) {
      const stale = `SELECT id FROM subscribers WHERE status = 'pending' AND requested_at < ?`;
      const [, purged] = await batch([
        {
          sql: `DELETE FROM deliveries WHERE kind = 'confirmation' AND status <> 'sending'
                AND about_id IN (${stale})`,
          args: [requestedBefore],
        },
        {
          sql: `DELETE FROM subscribers WHERE status = 'pending' AND requested_at < ?`,
          args: [requestedBefore],
        },
        {
          // Expired links are kept a while to say "expired" rather than "unknown"; then they go,
          // with the unsubscribe links of rows that no longer exist.
          sql: `DELETE FROM tokens WHERE expires_at < ?
                OR (expires_at IS NULL AND NOT EXISTS (SELECT 1 FROM subscribers s WHERE s.id = tokens.subscriber_id))`,
          args: [tokensExpiredBefore],
        },
      ]);
      return purged?.changes ?? 0;
    },
  };
}
