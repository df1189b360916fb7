import 'server-only';
import type { LeadState } from '@/lib/lead-states';
import type { LeadSource } from '@/lib/visit-source';

export type { LeadSource };

/** A contact-form message or a question the chat passed to a person: both are leads. */
export type MessageKind = 'contact' | 'handoff';

export interface NewMessage {
  kind: MessageKind;
  name: string;
  email: string;
  subject: string;
  message: string;
  source: LeadSource;
}

export interface Message extends NewMessage {
  id: string;
  /** Times are milliseconds since the epoch in every engine. */
  createdAt: number;
  /** Where the team is with it; every lead starts `new`. */
  state: LeadState;
}

export { LEAD_STATES, type LeadState } from '@/lib/lead-states';

/** Which leads to list: each condition applies when given. `until` is exclusive. */
export interface MessageFilter {
  since?: number;
  until?: number;
  ref?: string;
  campaign?: string;
  state?: LeadState;
}

/**
 * What the outbox sends: mail to the team about a lead, mail to a subscriber, a signed webhook,
 * or a sign-in link to a team member (`aboutId` is their address).
 */
export type DeliveryKind = 'team-mail' | 'confirmation' | 'webhook' | 'team-link';
/** `cancelled`: no longer needed before it went (the subscriber confirmed, left or was erased). */
export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';

export interface NewDelivery {
  kind: DeliveryKind;
  /** The message or subscriber the delivery is about. */
  aboutId: string;
  /** JSON the kind's sender reads (a webhook's URL and event); `{}` when the row says it all. */
  payload: string;
}

export interface Delivery extends NewDelivery {
  id: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: number;
  leaseUntil: number | null;
  lastAttemptAt: number | null;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
}

export interface OutboxStats {
  pending: number;
  /** When the oldest pending (or in-flight) delivery was created; null when there is none. */
  oldestPendingAt: number | null;
  failed: number;
  /** How the most recent finished attempt to send a mail ended: its error, or null when it went. */
  lastMailError: string | null;
}

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface Subscriber {
  id: string;
  email: string;
  name: string;
  status: SubscriberStatus;
  /** When they last asked to join; with the fields below, the record of their consent. */
  requestedAt: number;
  confirmedAt: number | null;
  unsubscribedAt: number | null;
  /** The privacy policy in force when they asked (its date and a digest of its text). */
  policyVersion: string | null;
  /** Where the visit started, and `formPage`: the page they signed up on. */
  source: LeadSource;
}

export interface SubscriptionRequest {
  email: string;
  name: string;
  source: LeadSource;
  policyVersion: string;
}

/** How often one address may be sent a confirmation mail. */
export interface ConfirmationMailLimit {
  /** At least this long between two mails. */
  gapMs: number;
  /** At most this many mails ... */
  perWindow: number;
  /** ... in a window this long. */
  windowMs: number;
}

export type TokenPurpose = 'confirm' | 'unsubscribe';

export interface Token {
  hash: string;
  purpose: TokenPurpose;
  subscriberId: string;
  expiresAt: number | null;
  usedAt: number | null;
}

export interface Click {
  tag: string;
  className: string;
  elementId: string;
  path: string;
  occurredAt: number;
}

/** What `forget` removed for one address. */
export interface ErasureCounts {
  subscribers: number;
  messages: number;
  deliveries: number;
  tokens: number;
}
