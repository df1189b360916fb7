import 'server-only';
import type { MigrationStep } from '../driver';

export const step1: MigrationStep = {
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
};
