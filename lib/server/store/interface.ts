import 'server-only';
import type { KyselyDatabase } from './driver';
import type {
  AuditAction,
  AuditEntry,
  LandingCount,
  LandingTags,
  LeadStateChange,
  TeamSession,
} from './team-types';
import type {
  Click,
  ConfirmationMailLimit,
  Delivery,
  DeliveryKind,
  DeliveryStatus,
  ErasureCounts,
  Message,
  MessageFilter,
  NewDelivery,
  NewMessage,
  OutboxStats,
  Subscriber,
  SubscriberStatus,
  SubscriptionRequest,
  Token,
} from './types';
import type { ClickCount, PageVitals } from './vitals-types';

/** Everything the site keeps. One implementation, one small SQL driver per engine. */
export interface Store {
  readonly engine: 'sqlite' | 'postgres';
  /** Cheap reachability check for the deep health probe. */
  ping(): Promise<void>;
  /** A random value created once per database: salts rate-limit keys, keys the erasure log. */
  secret(): Promise<string>;

  /** Counts one hit in a fixed window and returns the hits so far (one upsert). */
  hitRateLimit(key: string, windowStart: number, expiresAt: number): Promise<number>;
  purgeRateLimits(now: number): Promise<number>;

  /** Stores a lead and what must be sent about it, in one transaction; the deliveries' ids. */
  insertMessage(
    message: NewMessage & { id: string },
    deliveries: NewDelivery[],
    now: number,
  ): Promise<string[]>;
  getMessage(id: string): Promise<Message | null>;
  /** Leads in the order they came, those the filter asks for. */
  listMessages(filter?: MessageFilter): Promise<Message[]>;

  /** The outbox: every delivery is stored first, claimed with a lease, and marked sent once. */
  addDeliveries(deliveries: NewDelivery[], now: number): Promise<string[]>;
  getDelivery(id: string): Promise<Delivery | null>;
  listDeliveries(status?: DeliveryStatus): Promise<Delivery[]>;
  /** Every delivery about the given messages or subscribers. */
  deliveriesAbout(aboutIds: readonly string[]): Promise<Delivery[]>;
  /** Ids of one kind's deliveries a sender may claim now (pending and due, or lease expired). */
  dueDeliveryIds(kind: DeliveryKind, now: number, limit: number): Promise<string[]>;
  /** Atomically takes a due delivery; null when someone else has it or it is not due. */
  claimDelivery(id: string, now: number, leaseUntil: number): Promise<Delivery | null>;
  /** Ends a claimed delivery: sent, or cancelled when it was no longer needed. */
  finishDelivery(id: string, status: 'sent' | 'cancelled', now: number): Promise<void>;
  /** Records a failed attempt: back to pending at `nextAttemptAt`, or `failed` when null. */
  failDelivery(id: string, error: string, nextAttemptAt: number | null): Promise<void>;
  /** Makes pending, and on request failed, deliveries due now (the operator's "retry now"). */
  makeDueNow(now: number, includeFailed: boolean): Promise<number>;
  outboxStats(): Promise<OutboxStats>;

  /**
   * Records a request to join the list, in one transaction: a new address, a pending one or one
   * that left becomes pending with this request's consent record; a confirmed one is left as it
   * is. A confirmation mail is queued when the address is pending and `limit` allows one.
   */
  requestSubscription(
    request: SubscriptionRequest,
    limit: ConfirmationMailLimit,
    now: number,
  ): Promise<{ subscriberId: string; status: SubscriberStatus; deliveryId: string | null }>;
  getSubscriber(id: string): Promise<Subscriber | null>;
  listSubscribers(status?: SubscriberStatus): Promise<Subscriber[]>;
  addToken(token: Omit<Token, 'usedAt'>, now: number): Promise<void>;
  findToken(hash: string): Promise<Token | null>;
  /**
   * Uses a confirm token: marks it used and its pending subscriber confirmed, and queues
   * `deliveries`, all or nothing. Null when the token was unknown, used or expired, or the
   * subscriber no longer pending: null, and nothing changed.
   */
  confirmSubscriber(
    tokenHash: string,
    deliveries: NewDelivery[],
    now: number,
  ): Promise<{ deliveryIds: string[] } | null>;
  /**
   * Takes a subscriber off the list, keeping only the address and when it left, so it is never
   * exported or mailed again; cancels its unsent confirmation mail, and queues `deliveries`.
   * Null when it was already off (nothing changed then).
   */
  unsubscribe(
    subscriberId: string,
    deliveries: NewDelivery[],
    now: number,
  ): Promise<{ deliveryIds: string[] } | null>;
  /** Deletes subscribers still unconfirmed since before `requestedBefore`, and old tokens. */
  purgeUnconfirmed(requestedBefore: number, tokensExpiredBefore: number): Promise<number>;

  /** Erases every trace of an address and logs the erasure under `auditKey`, a keyed hash. */
  forget(email: string, auditKey: string, now: number): Promise<ErasureCounts>;

  /** Queues a sign-in link for a listed address and logs that it was asked for, together. */
  requestTeamLink(email: string, now: number): Promise<string>;
  addAudit(
    entry: { actor: string; action: AuditAction; detail?: string },
    now: number,
  ): Promise<void>;
  /** The newest entries first. */
  listAudit(limit: number): Promise<AuditEntry[]>;
  countAudit(actor: string, action: AuditAction, since: number): Promise<number>;
  /** Sets a lead's state and logs the change; false when there is no such lead. */
  setLeadState(change: LeadStateChange, now: number): Promise<boolean>;
  /** Adds one to the day's count for a tagged landing (one upsert, loss-tolerant like clicks). */
  countLanding(tags: LandingTags, day: string): Promise<void>;
  listLandings(sinceDay: string): Promise<LandingCount[]>;
  listTeamSessions(): Promise<TeamSession[]>;
  /** Ends every session of an address and logs it (when it had any); how many ended. */
  revokeTeamSessions(
    email: string,
    why: { actor: string; reason: string },
    now: number,
  ): Promise<number>;
  /** Deletes sessions and sign-in links past their end. */
  purgeTeamSessions(now: number): Promise<number>;

  insertClick(click: Click, now: number): Promise<void>;
  countClicks(): Promise<number>;
  purgeClicks(olderThan: number): Promise<number>;
  /** How often each element of each page was clicked since `since`. */
  clickCounts(since: number): Promise<ClickCount[]>;

  /** One page view's Web Vitals (loss-tolerant, like clicks). */
  insertPageVitals(view: PageVitals): Promise<void>;
  /** Page views received on `sinceDay` (`YYYY-MM-DD`) or later, in the order they came. */
  listPageVitals(sinceDay: string): Promise<PageVitals[]>;
  /** Deletes page views received before `beforeDay`. */
  purgeVitals(beforeDay: string): Promise<number>;

  /** The same database for the team's sign-in library (Better Auth, through Kysely). */
  kyselyDatabase(): Promise<KyselyDatabase>;

  close(): Promise<void>;
}
