import 'server-only';
import { deliveryInserts } from './deliveries';
import type { Row } from './driver';
import type { Store } from './interface';
import { num, str, type Sql } from './rows';
import type { AuditAction, AuditEntry, LandingCount, TeamSession } from './team-types';

type TeamStore = Pick<
  Store,
  | 'requestTeamLink'
  | 'addAudit'
  | 'listAudit'
  | 'countAudit'
  | 'setLeadState'
  | 'countLanding'
  | 'listLandings'
  | 'listTeamSessions'
  | 'revokeTeamSessions'
  | 'purgeTeamSessions'
>;

const AUDIT_INSERT = 'INSERT INTO team_audit (at, actor, action, detail)';

/** Better Auth's times: ISO text in SQLite, timestamptz (a Date) from PostgreSQL. */
const time = (v: unknown): number => new Date(v as string | Date).getTime();

const toAudit = (r: Row): AuditEntry => ({
  id: num(r.id),
  at: num(r.at),
  actor: str(r.actor),
  action: str(r.action) as AuditAction,
  detail: str(r.detail),
});

/** The team's side: sign-in links asked for, the audit log, lead states, landings, sessions. */
export function teamStore({ q, fast, batch }: Sql): TeamStore {
  return {
    async requestTeamLink(email, now) {
      const { ids, statements } = deliveryInserts(
        [{ kind: 'team-link', aboutId: email, payload: '{}' }],
        now,
      );
      await batch([
        { sql: `${AUDIT_INSERT} VALUES (?, ?, 'link-requested', '')`, args: [now, email] },
        ...statements,
      ]);
      return ids[0] ?? '';
    },
    async addAudit({ actor, action, detail = '' }, now) {
      await q(`${AUDIT_INSERT} VALUES (?, ?, ?, ?)`, [now, actor, action, detail]);
    },
    async listAudit(limit) {
      const { rows } = await q('SELECT * FROM team_audit ORDER BY at DESC, id DESC LIMIT ?', [
        limit,
      ]);
      return rows.map(toAudit);
    },
    async countAudit(actor, action, since) {
      const { rows } = await q(
        'SELECT COUNT(*) AS n FROM team_audit WHERE actor = ? AND action = ? AND at >= ?',
        [actor, action, since],
      );
      return num(rows[0]?.n ?? 0);
    },
    async setLeadState({ id, state, actor }, now) {
      // The log line first, written only when the lead exists and its state changes.
      const [, update] = await batch([
        {
          sql: `${AUDIT_INSERT} SELECT CAST(? AS BIGINT), CAST(? AS TEXT), 'lead-state',
                  CAST(? AS TEXT) || ': ' || state || ' -> ' || CAST(? AS TEXT)
                FROM messages WHERE id = ? AND state <> ?`,
          args: [now, actor, id, state, id, state],
        },
        { sql: 'UPDATE messages SET state = ? WHERE id = ?', args: [state, id] },
      ]);
      return (update?.changes ?? 0) > 0;
    },
    async countLanding(tags, day) {
      await fast(
        `INSERT INTO landings (day, ref, utm_source, utm_medium, utm_campaign, landing_path, visits)
         VALUES (?, ?, ?, ?, ?, ?, 1)
         ON CONFLICT (day, ref, utm_source, utm_medium, utm_campaign, landing_path)
         DO UPDATE SET visits = landings.visits + 1`,
        [day, tags.ref, tags.utmSource, tags.utmMedium, tags.utmCampaign, tags.landingPath],
      );
    },
    async listLandings(sinceDay) {
      const { rows } = await q('SELECT * FROM landings WHERE day >= ? ORDER BY day', [sinceDay]);
      return rows.map((r): LandingCount => ({
        day: str(r.day),
        ref: str(r.ref),
        utmSource: str(r.utm_source),
        utmMedium: str(r.utm_medium),
        utmCampaign: str(r.utm_campaign),
        landingPath: str(r.landing_path),
        visits: num(r.visits),
      }));
    },
    async listTeamSessions() {
      const { rows } = await q(
        `SELECT u.email, s.created_at, s.updated_at, s.expires_at, s.user_agent
         FROM team_session s JOIN team_user u ON u.id = s.user_id
         ORDER BY u.email, s.updated_at DESC`,
      );
      return rows.map((r): TeamSession => ({
        email: str(r.email),
        createdAt: time(r.created_at),
        lastUsedAt: time(r.updated_at),
        expiresAt: time(r.expires_at),
        userAgent: str(r.user_agent ?? ''),
      }));
    },
    async revokeTeamSessions(email, { actor, reason }, now) {
      const ofUser = 'user_id IN (SELECT id FROM team_user WHERE email = ?)';
      const [, removed] = await batch([
        {
          sql: `${AUDIT_INSERT} SELECT CAST(? AS BIGINT), CAST(? AS TEXT), 'sessions-revoked',
                  CAST(? AS TEXT) WHERE EXISTS (SELECT 1 FROM team_session WHERE ${ofUser})`,
          args: [now, actor, `${email}: ${reason}`, email],
        },
        { sql: `DELETE FROM team_session WHERE ${ofUser}`, args: [email] },
      ]);
      return removed?.changes ?? 0;
    },
    async purgeTeamSessions(now) {
      const at = new Date(now).toISOString();
      const sessions = await q('DELETE FROM team_session WHERE expires_at < ?', [at]);
      const links = await q('DELETE FROM team_verification WHERE expires_at < ?', [at]);
      return sessions.changes + links.changes;
    },
  };
}
