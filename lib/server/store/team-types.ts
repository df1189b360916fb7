import 'server-only';
import type { LeadState } from './types';

/** What the audit log records. */
export type AuditAction =
  | 'link-requested'
  | 'signed-in'
  | 'signed-out'
  | 'sessions-revoked'
  | 'lead-state'
  | 'csv-download';

export interface AuditEntry {
  id: number;
  at: number;
  /** A team address, or `cli` for the operator's command line. */
  actor: string;
  action: AuditAction;
  detail: string;
}

/** The tags of a visit that started from a shared or campaign link. '' where the link had none. */
export interface LandingTags {
  ref: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  landingPath: string;
}

export interface LandingCount extends LandingTags {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  visits: number;
}

/** A signed-in team member's session, as the operator's list shows it. */
export interface TeamSession {
  email: string;
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
  userAgent: string;
}

export interface LeadStateChange {
  id: string;
  state: LeadState;
  actor: string;
}
