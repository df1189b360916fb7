import 'server-only';
import type { MigrationStep } from '../driver';
import { SOURCE_COLUMNS } from './columns';

export const step2: MigrationStep = {
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
};
