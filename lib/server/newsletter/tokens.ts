import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** A confirmation link works this long; unconfirmed sign-ups are purged once it has passed. */
export const CONFIRM_TTL_MS = 7 * 86_400_000;

/** 32 random bytes, base64url: 43 characters from A-Z a-z 0-9 - _. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link token: the token goes into one mail, only its hash into the database. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The token of a link, or null when it cannot be one of ours (no lookup needed then). */
export function tokenFrom(url: string): string | null {
  const token = new URL(url).searchParams.get('token');
  return token !== null && TOKEN.test(token) ? token : null;
}

/** The page a link in a mail opens, carrying its token. */
export function linkTo(siteUrl: string, path: string, token: string): string {
  const url = new URL(path, siteUrl);
  url.searchParams.set('token', token);
  return url.href;
}
