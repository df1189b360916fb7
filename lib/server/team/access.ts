import 'server-only';
import { env } from '../env';

/** The team pages are on when TEAM_EMAILS lists at least one address. */
export const teamEnabled = (): boolean => env().TEAM_EMAILS.length > 0;

/** Whether an address may sign in: on TEAM_EMAILS, compared without regard to case. */
export const isListed = (email: string): boolean =>
  env().TEAM_EMAILS.includes(email.trim().toLowerCase());

/** A `ref` for links a member shares: their address's local part, in the characters a ref keeps. */
export const refFor = (email: string): string =>
  (email.split('@')[0] ?? '').replace(/[^\p{L}\p{N}_.-]/gu, '').slice(0, 64);
