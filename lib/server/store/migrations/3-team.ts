import 'server-only';
import type { MigrationStep } from '../driver';
import { DELIVERY_COLUMNS, authTime } from './columns';

export const step3: MigrationStep = {
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
};
