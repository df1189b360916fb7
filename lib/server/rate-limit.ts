import 'server-only';
import { createHash } from 'node:crypto';
import { env } from './env';
import { hitInMemory, PROCESS_SALT } from './rate-limit-memory';
import { getStore } from './store/default';
import { StorageUnavailableError } from './store/errors';

/**
 * `link`: the button of a newsletter link's page (confirming costs no sign-up of the budget).
 * `team-sign-in`: asking for a sign-in link, and the sign-in button. `team`: the team's own
 * changes (a signed-in member). `landing`: the count of a tagged landing. `vitals`: one page
 * view's Web Vitals.
 */
export type Endpoint =
  | 'contact'
  | 'handoff'
  | 'subscribe'
  | 'link'
  | 'chat'
  | 'clicks'
  | 'team-sign-in'
  | 'team'
  | 'landing'
  | 'vitals';

/** A question the chat passes to a person is a contact message: both share one limit. */
const BUCKET: Record<Endpoint, string> = {
  contact: 'contact',
  handoff: 'contact',
  subscribe: 'subscribe',
  link: 'link',
  chat: 'chat',
  clicks: 'clicks',
  'team-sign-in': 'team-sign-in',
  team: 'team',
  // A landing is a page view: it shares the clicks' budget.
  landing: 'clicks',
  vitals: 'vitals',
};

const WINDOW_MS = 60_000;
const DAY_MS = 86_400_000;

export function limitPerMinute(endpoint: Endpoint): number {
  const e = env();
  return {
    contact: e.RATE_LIMIT_CONTACT,
    handoff: e.RATE_LIMIT_CONTACT,
    subscribe: e.RATE_LIMIT_SUBSCRIBE,
    link: e.RATE_LIMIT_SUBSCRIBE,
    chat: e.RATE_LIMIT_CHAT,
    clicks: e.RATE_LIMIT_CLICKS,
    'team-sign-in': e.RATE_LIMIT_TEAM_SIGN_IN,
    // Generous: a person clicking through leads, never a script's flood.
    team: 120,
    landing: e.RATE_LIMIT_CLICKS,
    // One beacon a page view: a person browsing stays far below the clicks' limit.
    vitals: e.RATE_LIMIT_CLICKS,
  }[endpoint];
}

/**
 * The client's address as our own proxies saw it. Each proxy appends the address it was connected
 * from (nginx's `$proxy_add_x_forwarded_for`; Vercel replaces the header with that one address),
 * and Next.js passes on whatever the client sent before them. So the address the outermost trusted
 * proxy added is `trustedProxies` entries from the end; a shorter header did not pass through all
 * of them, and its first entry is the nearest one we can trust.
 */
export function clientIp(headers: Headers, trustedProxies: number): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops[Math.max(0, hops.length - trustedProxies)]?.toLowerCase() ?? 'unknown';
}

/**
 * The address is never stored: only a SHA-256 of it with a per-database secret and the day,
 * so keys cannot be reversed by guessing addresses and cannot be linked across days.
 */
export function clientKey(ip: string, secret: string, now: number): string {
  const day = Math.floor(now / DAY_MS);
  return createHash('sha256').update(`${secret}:${day}:${ip}`).digest('base64url').slice(0, 32);
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** One hit counted in the shared store (one upsert); expired windows are purged now and then. */
async function hitInStore(client: string, bucket: string, windowStart: number, now: number) {
  const store = getStore();
  const key = `${bucket}:${clientKey(client, await store.secret(), now)}`;
  const hits = await store.hitRateLimit(key, windowStart, windowStart + WINDOW_MS);
  if (Math.random() < 0.001) await store.purgeRateLimits(now);
  return hits;
}

/**
 * A fixed one-minute window per client and endpoint, counted in the shared store so that the limit
 * holds across serverless instances. While the store is down, each instance counts in memory
 * instead: the endpoints that can work without the database (a lead mailed directly, the chat)
 * keep working, still limited.
 */
export async function checkRateLimit(
  headers: Headers,
  endpoint: Endpoint,
  now = Date.now(),
): Promise<RateDecision> {
  const windowStart = now - (now % WINDOW_MS);
  const windowEnd = windowStart + WINDOW_MS;
  const client = clientIp(headers, env().TRUSTED_PROXIES);
  let hits: number;
  try {
    hits = await hitInStore(client, BUCKET[endpoint], windowStart, now);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    const key = `${BUCKET[endpoint]}:${clientKey(client, PROCESS_SALT, now)}`;
    hits = hitInMemory(key, windowStart, windowEnd);
  }
  if (hits <= limitPerMinute(endpoint)) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}
