import 'server-only';
import { env } from '../env';
import type { LeadSource, Message, NewDelivery, Subscriber } from '../store/types';
import type { WebhookPayload } from './post';

/**
 * The events the site posts. A type names the event and the version of its `data`: a change that
 * could break a receiver gets a new version, never a new meaning under the old name.
 */
export const EVENT_TYPES = {
  lead: 'lead.received.v1',
  confirmed: 'subscriber.confirmed.v1',
  unsubscribed: 'subscriber.unsubscribed.v1',
} as const;

export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Every source field, null where the visit did not say: receivers see one fixed shape. */
function sourceData(source: LeadSource) {
  return {
    ref: source.ref ?? null,
    utmSource: source.utmSource ?? null,
    utmMedium: source.utmMedium ?? null,
    utmCampaign: source.utmCampaign ?? null,
    utmTerm: source.utmTerm ?? null,
    utmContent: source.utmContent ?? null,
    referrerHost: source.referrerHost ?? null,
    landingPath: source.landingPath ?? null,
    formPage: source.formPage ?? null,
  };
}

export const leadData = (m: Message) => ({
  id: m.id,
  kind: m.kind,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  receivedAt: iso(m.createdAt),
  source: sourceData(m.source),
});

export const confirmedData = (s: Subscriber) => ({
  id: s.id,
  email: s.email,
  name: s.name,
  requestedAt: iso(s.requestedAt),
  confirmedAt: iso(s.confirmedAt),
  signupPage: s.source.formPage ?? null,
  policyVersion: s.policyVersion,
  source: sourceData(s.source),
});

export const unsubscribedData = (s: Pick<Subscriber, 'id' | 'email'>, at: number) => ({
  id: s.id,
  email: s.email,
  unsubscribedAt: iso(at),
});

/**
 * One delivery per configured receiver, or none when webhooks are not set up (both the URL and
 * the secret are needed: an unsigned event would be worthless to a receiver that checks).
 */
export function webhookDeliveries(
  type: EventType,
  aboutId: string,
  data: object,
  now: number,
): NewDelivery[] {
  const { LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET } = env();
  if (!LEAD_WEBHOOK_SECRET) return [];
  const body = JSON.stringify({ type, timestamp: new Date(now).toISOString(), data });
  return LEAD_WEBHOOK_URL.map((url) => ({
    kind: 'webhook',
    aboutId,
    payload: JSON.stringify({ url, body } satisfies WebhookPayload),
  }));
}
