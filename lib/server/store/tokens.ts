import 'server-only';
import type { Store } from './interface';
import { numOrNull, str, type Sql } from './rows';
import type { TokenPurpose } from './types';

/** The newsletter's link tokens, kept only as hashes: one row per link sent. */
export function tokenStore({ q }: Sql): Pick<Store, 'addToken' | 'findToken'> {
  return {
    async addToken(token, now) {
      await q(
        `INSERT INTO tokens (hash, purpose, subscriber_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`,
        [token.hash, token.purpose, token.subscriberId, now, token.expiresAt],
      );
    },
    async findToken(hash) {
      const { rows } = await q('SELECT * FROM tokens WHERE hash = ?', [hash]);
      const r = rows[0];
      if (!r) return null;
      return {
        hash: str(r.hash),
        purpose: str(r.purpose) as TokenPurpose,
        subscriberId: str(r.subscriber_id),
        expiresAt: numOrNull(r.expires_at),
        usedAt: numOrNull(r.used_at),
      };
    },
  };
}
