'use client';
import { TEAM_API } from '@/lib/team-pages';
import { eat } from './format';
import { LoadedView } from './loaded-view';
import { useTeamData } from './use-team-data';
import tables from './report-table.module.css';

type Entry = { id: number; at: number; actor: string; action: string; detail: string };

const ACTIONS: Record<string, string> = {
  'link-requested': 'asked for a sign-in link',
  'signed-in': 'signed in',
  'signed-out': 'signed out',
  'sessions-revoked': 'ended sessions',
  'lead-state': 'set a lead’s state',
  'csv-download': 'downloaded a CSV',
};

/** The audit log's last 100 entries: who did what, and when. */
export function AuditView() {
  const [loaded] = useTeamData<{ entries: Entry[] }>(TEAM_API.audit);
  return (
    <LoadedView loaded={loaded}>
      {({ entries }) => (
        <div className={tables.tableWrap}>
          <table className={tables.table}>
            <caption>The last {entries.length} entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>{eat(e.at)}</td>
                  <td>{e.actor}</td>
                  <td>{ACTIONS[e.action] ?? e.action}</td>
                  <td>{e.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </LoadedView>
  );
}
