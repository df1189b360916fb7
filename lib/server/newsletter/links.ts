import 'server-only';
import type { LinkProblem } from '@/lib/form-pages';
import { deliverAfterResponse } from '../outbox';
import { getStore } from '../store/default';
import {
  confirmedData,
  EVENT_TYPES,
  unsubscribedData,
  webhookDeliveries,
} from '../webhooks/events';
import { hashToken } from './tokens';

/**
 * Confirms the subscription a confirm link was sent for. An unknown, used or expired link changes
 * nothing and says which it was; a second link for an address already confirmed just agrees.
 */
export async function confirmByToken(
  token: string | null,
  now: number,
): Promise<'confirmed' | LinkProblem> {
  if (!token) return 'unknown';
  const store = getStore();
  const hash = hashToken(token);
  const found = await store.findToken(hash);
  if (found?.purpose !== 'confirm') return 'unknown';
  if (found.usedAt !== null) return 'used';
  if (found.expiresAt !== null && found.expiresAt <= now) return 'expired';
  const subscriber = await store.getSubscriber(found.subscriberId);
  if (!subscriber || subscriber.status === 'unsubscribed') return 'unknown';
  if (subscriber.status === 'confirmed') return 'confirmed';
  const event = confirmedData({ ...subscriber, status: 'confirmed', confirmedAt: now });
  const result = await store.confirmSubscriber(
    hash,
    webhookDeliveries(EVENT_TYPES.confirmed, subscriber.id, event, now),
    now,
  );
  if (!result) return 'used'; // another request used it a moment ago
  deliverAfterResponse(result.deliveryIds);
  return 'confirmed';
}

/**
 * Takes the address an unsubscribe link was sent to off the list. The link works every time: an
 * address already off the list, or erased, is off the list. Only a link we never sent is refused.
 */
export async function unsubscribeByToken(
  token: string | null,
  now: number,
): Promise<'unsubscribed' | 'unknown'> {
  if (!token) return 'unknown';
  const store = getStore();
  const found = await store.findToken(hashToken(token));
  if (found?.purpose !== 'unsubscribe') return 'unknown';
  const subscriber = await store.getSubscriber(found.subscriberId);
  if (!subscriber || subscriber.status === 'unsubscribed') return 'unsubscribed';
  // Receivers heard of confirmed subscribers only, so only those are announced as leaving.
  const deliveries =
    subscriber.status === 'confirmed'
      ? webhookDeliveries(
          EVENT_TYPES.unsubscribed,
          subscriber.id,
          unsubscribedData(subscriber, now),
          now,
        )
      : [];
  const result = await store.unsubscribe(subscriber.id, deliveries, now);
  if (result) deliverAfterResponse(result.deliveryIds);
  return 'unsubscribed';
}
