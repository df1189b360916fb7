import 'server-only';
import type { Dialect } from '../driver';

/**
 * Where a visit started, on leads and subscribers alike; `form_page` is the page the form was on
 * (for a subscriber, the page they signed up on). `change_id` (subscribers) is a random value each
 * change writes, so later statements of the same transaction can tell that it happened.
 */
export const SOURCE_COLUMNS = `landing_path TEXT,
        referrer_host TEXT,
        utm_source TEXT,
        utm_medium TEXT,
        utm_campaign TEXT,
        utm_term TEXT,
        utm_content TEXT,
        ref TEXT,
        form_page TEXT`;

/** The outbox's columns (unchanged since step 2, when it was created). */
export const DELIVERY_COLUMNS = `id, kind, about_id, payload, status, attempts, next_attempt_at, lease_until,
  last_attempt_at, last_error, created_at, sent_at`;

/** A timestamp Better Auth sets itself; PostgreSQL's default as its own migrations write it. */
export const authTime = (d: Dialect, nullable = false) =>
  `${d.timestamp}${nullable ? '' : ' NOT NULL'}${d.timestamp === 'TIMESTAMPTZ' && !nullable ? ' DEFAULT CURRENT_TIMESTAMP' : ''}`;
