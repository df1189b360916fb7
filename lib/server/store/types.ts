import 'server-only';

export type MessageStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface NewMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface Message extends NewMessage {
  id: string;
  status: MessageStatus;
  attempts: number;
  /** Times are milliseconds since the epoch in every engine. */
  nextAttemptAt: number;
  leaseUntil: number | null;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
}

export interface Subscriber {
  email: string;
  name: string;
  createdAt: number;
}

export interface Click {
  tag: string;
  className: string;
  elementId: string;
  path: string;
  occurredAt: number;
}

/** Everything the site keeps. One implementation, one small SQL driver per engine. */
export interface Store {
  readonly engine: 'sqlite' | 'postgres';
  /** Cheap reachability check for the deep health probe. */
  ping(): Promise<void>;
  /** A random value created once per database, used to salt rate-limit keys. */
  secret(): Promise<string>;

  /** Counts one hit in a fixed window and returns the hits so far (one upsert). */
  hitRateLimit(key: string, windowStart: number, expiresAt: number): Promise<number>;
  purgeRateLimits(now: number): Promise<number>;

  insertMessage(message: NewMessage, now: number): Promise<string>;
  getMessage(id: string): Promise<Message | null>;
  listMessages(status?: MessageStatus): Promise<Message[]>;
  /** Ids of messages a sender may claim now (pending and due, or with an expired lease). */
  dueMessageIds(now: number, limit: number): Promise<string[]>;
  /** Atomically takes a due message for sending; null when someone else has it or it is not due. */
  claimMessage(id: string, now: number, leaseUntil: number): Promise<Message | null>;
  markSent(id: string, now: number): Promise<void>;
  /** Records a failed attempt: back to pending at `nextAttemptAt`, or `failed` when null. */
  markAttemptFailed(id: string, error: string, nextAttemptAt: number | null): Promise<void>;
  /** Makes pending and failed messages due now (the operator's "retry now"). */
  makeDueNow(now: number, includeFailed: boolean): Promise<number>;

  /** Adds a subscriber unless the (normalised) email is already there; true when added. */
  addSubscriber(email: string, name: string, now: number): Promise<boolean>;
  listSubscribers(): Promise<Subscriber[]>;

  insertClick(click: Click, now: number): Promise<void>;
  countClicks(): Promise<number>;
  purgeClicks(olderThan: number): Promise<number>;

  close(): Promise<void>;
}
