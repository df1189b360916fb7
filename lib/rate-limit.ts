import 'server-only';
import { createHash } from 'node:crypto';
import { env } from './env';
import { getStore } from './store/default';

export type Endpoint = 'contact' | 'subscribe' | 'chat' | 'clicks';

const WINDOW_MS = 60_000;
const DAY_MS = 86_400_000;

export function limitPerMinute(endpoint: Endpoint): number {
  const e = env();
  return {
    contact: e.RATE_LIMIT_CONTACT,
    subscribe: e.RATE_LIMIT_SUBSCRIBE,
    chat: e.RATE_LIMIT_CHAT,
    clicks: e.RATE_LIMIT_CLICKS,
  }[endpoint];
}

/** The client's address as the proxy in front of us reports it (first hop), else unknown. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
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

/**
 * A fixed one-minute window per client and endpoint, counted in the shared store so that the limit
 * holds across serverless instances. One upsert per request; expired windows are purged by the
 * scheduler route and, rarely, here.
 */
export async function checkRateLimit(
  headers: Headers,
  endpoint: Endpoint,
  now = Date.now(),
): Promise<RateDecision> {
  const store = getStore();
  const windowStart = now - (now % WINDOW_MS);
  const windowEnd = windowStart + WINDOW_MS;
  const key = `${endpoint}:${clientKey(clientIp(headers), await store.secret(), now)}`;
  const hits = await store.hitRateLimit(key, windowStart, windowEnd);
  if (Math.random() < 0.001) await store.purgeRateLimits(now);
  if (hits <= limitPerMinute(endpoint)) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}
