import 'server-only';
import type { Dialect, MigrationStep } from './driver';

/**
 * Where a visit started, on leads and subscribers alike; `form_page` is the page the form was on
 * (for a subscriber, the page they signed up on). `change_id` (subscribers) is a random value each
 * change writes, so later statements of the same transaction can tell that it happened.
 */
const SOURCE_COLUMNS = `landing_path TEXT,
        referrer_host TEXT,
        utm_source TEXT,
        utm_medium TEXT,
        utm_campaign TEXT,
        utm_term TEXT,
        utm_content TEXT,
        ref TEXT,
        form_page TEXT`;

/** The outbox's columns (unchanged since step 2, when it was created). */
const DELIVERY_COLUMNS = `id, kind, about_id, payload, status, attempts, next_attempt_at, lease_until,
  last_attempt_at, last_error, created_at, sent_at`;

/** A timestamp Better Auth sets itself; PostgreSQL's default as its own migrations write it. */
const authTime = (d: Dialect, nullable = false) =>
  `${d.timestamp}${nullable ? '' : ' NOT NULL'}${d.timestamp === 'TIMESTAMPTZ' && !nullable ? ' DEFAULT CURRENT_TIMESTAMP' : ''}`;

/** Ordered and append-only: a deployed step is never edited, a change is a new step. */
export const migrations: readonly MigrationStep[] = [
  {
    id: 1,
    statements: (d) => [
      `CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
      `CREATE TABLE IF NOT EXISTS messages (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        subject TEXT NOT NULL,
        message TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at ${d.bigint} NOT NULL,
        lease_until ${d.bigint},
        last_error TEXT,
        created_at ${d.bigint} NOT NULL,
        sent_at ${d.bigint}
      )`,
      `CREATE INDEX IF NOT EXISTS messages_due ON messages (status, next_attempt_at)`,
      `CREATE TABLE IF NOT EXISTS subscribers (
        email TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        created_at ${d.bigint} NOT NULL
      )`,
      `CREATE TABLE IF NOT EXISTS clicks (
        id ${d.autoId},
        tag TEXT NOT NULL,
        class_name TEXT NOT NULL,
        element_id TEXT NOT NULL,
        path TEXT NOT NULL,
        occurred_at ${d.bigint} NOT NULL,
        created_at ${d.bigint} NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS clicks_created ON clicks (created_at)`,
      `CREATE TABLE IF NOT EXISTS rate_limits (
        key TEXT NOT NULL,
        window_start ${d.bigint} NOT NULL,
        hits INTEGER NOT NULL,
        expires_at ${d.bigint} NOT NULL,
        PRIMARY KEY (key, window_start)
      )`,
      `CREATE INDEX IF NOT EXISTS rate_limits_expiry ON rate_limits (expires_at)`,
    ],
  },
  {
    // One outbox for everything the site sends; leads and subscribers keep where the visit
    // started; subscribers keep the record of their consent. Existing rows move over: each
    // message's mail state becomes its team-mail delivery; subscribers stored before double
    // opt-in never confirmed, so they become pending (never exported; purged with the others).
    id: 2,
    statements: (d) => [
      `CREATE TABLE deliveries (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('team-mail', 'confirmation', 'webhook')),
        about_id TEXT NOT NULL,
        payload TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'cancelled')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at ${d.bigint} NOT NULL,
        lease_until ${d.bigint},
        last_attempt_at ${d.bigint},
        last_error TEXT,
        created_at ${d.bigint} NOT NULL,
        sent_at ${d.bigint}
      )`,
      `CREATE INDEX deliveries_due ON deliveries (kind, status, next_attempt_at)`,
      `CREATE INDEX deliveries_attempted ON deliveries (last_attempt_at)`,
      `CREATE INDEX deliveries_about ON deliveries (about_id)`,
      `INSERT INTO deliveries (id, kind, about_id, payload, status, attempts, next_attempt_at,
         lease_until, last_error, created_at, sent_at)
       SELECT id, 'team-mail', id, '{}', status, attempts, next_attempt_at, lease_until,
         last_error, created_at, sent_at FROM messages`,
      `CREATE TABLE messages_v2 (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('contact', 'handoff')),
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        subject TEXT NOT NULL,
        message TEXT NOT NULL,
        created_at ${d.bigint} NOT NULL,
        ${SOURCE_COLUMNS}
      )`,
      `INSERT INTO messages_v2 (id, kind, name, email, subject, message, created_at)
       SELECT id, CASE WHEN subject LIKE 'From the website chat: %' THEN 'handoff' ELSE 'contact' END,
         name, email, subject, message, created_at FROM messages`,
      `DROP TABLE messages`,
      `ALTER TABLE messages_v2 RENAME TO messages`,
      `CREATE INDEX messages_created ON messages (created_at)`,
      `CREATE TABLE subscribers_v2 (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        requested_at ${d.bigint} NOT NULL,
        confirmed_at ${d.bigint},
        unsubscribed_at ${d.bigint},
        policy_version TEXT,
        ${SOURCE_COLUMNS},
        last_mail_at ${d.bigint},
        mail_window_start ${d.bigint},
        mails_in_window INTEGER NOT NULL DEFAULT 0,
        change_id TEXT
      )`,
      `INSERT INTO subscribers_v2 (id, email, name, status, requested_at)
       SELECT ${d.randomId}, email, name, 'pending', created_at FROM subscribers`,
      `DROP TABLE subscribers`,
      `ALTER TABLE subscribers_v2 RENAME TO subscribers`,
      `CREATE INDEX subscribers_status ON subscribers (status, requested_at)`,
      `CREATE TABLE tokens (
        hash TEXT PRIMARY KEY,
        purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
        subscriber_id TEXT NOT NULL,
        created_at ${d.bigint} NOT NULL,
        expires_at ${d.bigint},
        used_at ${d.bigint}
      )`,
      `CREATE INDEX tokens_subscriber ON tokens (subscriber_id)`,
      // The erasure log: when, a keyed hash of the address (never the address), and what went.
      `CREATE TABLE erasures (
        id ${d.autoId},
        erased_at ${d.bigint} NOT NULL,
        subject_key TEXT NOT NULL,
        messages INTEGER NOT NULL,
        subscribers INTEGER NOT NULL,
        deliveries INTEGER NOT NULL,
        tokens INTEGER NOT NULL
      )`,
    ],
  },
  {
    // The team's pages. Better Auth's four tables (its users, sessions, accounts and sign-in links,
    // in the shape its own migrations give them, with our prefix and snake_case names), the audit
    // log, the landing counts, a state on each lead, and the outbox's kind for sign-in links
    // (SQLite cannot change a CHECK in place: the table is rebuilt, rows and indexes kept).
    id: 3,
    statements: (d) => [
      `CREATE TABLE team_user (
        id TEXT NOT NULL PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL UNIQUE,
        email_verified ${d.boolean} NOT NULL,
        image TEXT,
        created_at ${authTime(d)},
        updated_at ${authTime(d)}
      )`,
      `CREATE TABLE team_session (
        id TEXT NOT NULL PRIMARY KEY,
        expires_at ${d.timestamp} NOT NULL,
        token TEXT NOT NULL UNIQUE,
        created_at ${authTime(d)},
        updated_at ${d.timestamp} NOT NULL,
        ip_address TEXT,
        user_agent TEXT,
        user_id TEXT NOT NULL REFERENCES team_user (id) ON DELETE CASCADE
      )`,
      `CREATE INDEX team_session_user_id_idx ON team_session (user_id)`,
      `CREATE TABLE team_account (
        id TEXT NOT NULL PRIMARY KEY,
        account_id TEXT NOT NULL,
        provider_id TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES team_user (id) ON DELETE CASCADE,
        access_token TEXT,
        refresh_token TEXT,
        id_token TEXT,
        access_token_expires_at ${authTime(d, true)},
        refresh_token_expires_at ${authTime(d, true)},
        scope TEXT,
        password TEXT,
        created_at ${authTime(d)},
        updated_at ${d.timestamp} NOT NULL
      )`,
      `CREATE INDEX team_account_user_id_idx ON team_account (user_id)`,
      `CREATE TABLE team_verification (
        id TEXT NOT NULL PRIMARY KEY,
        identifier TEXT NOT NULL,
        value TEXT NOT NULL,
        expires_at ${d.timestamp} NOT NULL,
        created_at ${authTime(d)},
        updated_at ${authTime(d)}
      )`,
      `CREATE INDEX team_verification_identifier_idx ON team_verification (identifier)`,
      // Who did what and when: `actor` is a team address (or 'cli'), `detail` a short text.
      `CREATE TABLE team_audit (
        id ${d.autoId},
        at ${d.bigint} NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL DEFAULT ''
      )`,
      `CREATE INDEX team_audit_at ON team_audit (at)`,
      `CREATE INDEX team_audit_actor ON team_audit (actor, action, at)`,
      // Visits that started from a tagged link, counted per day and tag: no visitor in them.
      // Missing values are '' so that the key is unique in both engines.
      `CREATE TABLE landings (
        day TEXT NOT NULL,
        ref TEXT NOT NULL,
        utm_source TEXT NOT NULL,
        utm_medium TEXT NOT NULL,
        utm_campaign TEXT NOT NULL,
        landing_path TEXT NOT NULL,
        visits INTEGER NOT NULL,
        PRIMARY KEY (day, ref, utm_source, utm_medium, utm_campaign, landing_path)
      )`,
      `ALTER TABLE messages ADD COLUMN state TEXT NOT NULL DEFAULT 'new'
        CHECK (state IN ('new', 'replied', 'won', 'lost', 'spam'))`,
      `CREATE TABLE deliveries_v3 (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('team-mail', 'confirmation', 'webhook', 'team-link')),
        about_id TEXT NOT NULL,
        payload TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'cancelled')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at ${d.bigint} NOT NULL,
        lease_until ${d.bigint},
        last_attempt_at ${d.bigint},
        last_error TEXT,
        created_at ${d.bigint} NOT NULL,
        sent_at ${d.bigint}
      )`,
      `INSERT INTO deliveries_v3 (${DELIVERY_COLUMNS}) SELECT ${DELIVERY_COLUMNS} FROM deliveries`,
      `DROP TABLE deliveries`,
      `ALTER TABLE deliveries_v3 RENAME TO deliveries`,
      `CREATE INDEX deliveries_due ON deliveries (kind, status, next_attempt_at)`,
      `CREATE INDEX deliveries_attempted ON deliveries (last_attempt_at)`,
      `CREATE INDEX deliveries_about ON deliveries (about_id)`,
    ],
  },
  {
    // Web Vitals of real visitors, one row per page view: the day, the route's pattern, the device
    // class, the connection and navigation type, and each metric's value and rating (with the
    // element behind LCP and INP). No URL, time of day, cookie, address or visitor id.
    // Independent of every other step, so it may run before or after any of them.
    id: 4,
    statements: (d) => [
      `CREATE TABLE vitals (
        id ${d.autoId},
        day TEXT NOT NULL,
        route TEXT NOT NULL,
        device TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
        connection TEXT CHECK (connection IN ('slow-2g', '2g', '3g', '4g')),
        navigation TEXT NOT NULL
          CHECK (navigation IN ('navigate', 'reload', 'back-forward', 'prerender')),
        lcp DOUBLE PRECISION,
        lcp_rating TEXT CHECK (lcp_rating IN ('good', 'needs-improvement', 'poor')),
        inp DOUBLE PRECISION,
        inp_rating TEXT CHECK (inp_rating IN ('good', 'needs-improvement', 'poor')),
        cls DOUBLE PRECISION,
        cls_rating TEXT CHECK (cls_rating IN ('good', 'needs-improvement', 'poor')),
        fcp DOUBLE PRECISION,
        fcp_rating TEXT CHECK (fcp_rating IN ('good', 'needs-improvement', 'poor')),
        ttfb DOUBLE PRECISION,
        ttfb_rating TEXT CHECK (ttfb_rating IN ('good', 'needs-improvement', 'poor')),
        lcp_element TEXT,
        inp_element TEXT
      )`,
      `CREATE INDEX vitals_day ON vitals (day)`,
    ],
  },
];
