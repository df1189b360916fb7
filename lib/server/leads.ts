import 'server-only';
import { randomUUID } from 'node:crypto';
import { deliverAfterResponse } from './outbox';
import { getStore } from './store/default';
import type { NewDelivery, NewMessage } from './store/types';
import { EVENT_TYPES, leadData, webhookDeliveries } from './webhooks/events';

/**
 * The one way a lead comes in, from the contact form and the chat alike: the message is stored
 * together with everything to send about it (the team's mail, a webhook per receiver), in one
 * transaction, before the visitor's answer; from then on it cannot be lost. The sends run after
 * the response; a failed one is left for the scheduler.
 */
export async function acceptLead(message: NewMessage): Promise<string> {
  const id = randomUUID();
  const now = Date.now();
  const deliveries: NewDelivery[] = [
    { kind: 'team-mail', aboutId: id, payload: '{}' },
    ...webhookDeliveries(EVENT_TYPES.lead, id, leadData({ ...message, id, createdAt: now }), now),
  ];
  deliverAfterResponse(await getStore().insertMessage({ ...message, id }, deliveries, now));
  return id;
}
