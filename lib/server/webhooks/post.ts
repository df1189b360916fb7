import 'server-only';
import { Webhook } from 'standardwebhooks';
import { site } from '@/content/site';
import type { OutboxContext } from '../outbox/context';
import type { Delivery } from '../store/types';

/** What a webhook delivery stores: where it goes and the exact body, signed anew on each attempt. */
export interface WebhookPayload {
  url: string;
  body: string;
}

/**
 * Posts one event, signed per Standard Webhooks: `webhook-id` is the delivery's id, the same on
 * every attempt so a receiver can drop duplicates; `webhook-timestamp` is this attempt's time,
 * which the signature covers, so a captured request cannot be replayed later. Anything but a 2xx
 * within the timeout (a redirect included) is a failed attempt.
 */
export async function postWebhook(delivery: Delivery, ctx: OutboxContext): Promise<void> {
  if (!ctx.webhookSecret)
    throw new Error('LEAD_WEBHOOK_SECRET is not set: the event cannot be signed');
  const { url, body } = JSON.parse(delivery.payload) as WebhookPayload;
  const sentAt = new Date((ctx.now ?? Date.now)());
  const signature = new Webhook(ctx.webhookSecret).sign(delivery.id, sentAt, body);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': `${site.name} website webhooks`,
      'webhook-id': delivery.id,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(ctx.webhookTimeoutMs),
  });
  await response.body?.cancel().catch(() => undefined);
  if (response.status < 200 || response.status > 299) {
    throw new Error(`${new URL(url).host} answered ${response.status}`);
  }
}
