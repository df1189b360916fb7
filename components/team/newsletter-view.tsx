'use client';
import { TEAM_API } from '@/lib/team-pages';
import { LoadedView } from './loaded-view';
import { useTeamData } from './use-team-data';
import tables from './report-table.module.css';
import styles from './team.module.css';

type Stats = {
  counts: { pending: number; confirmed: number; unsubscribed: number };
  weeks: { week: string; signups: number; confirmations: number }[];
};

/** The list's counts, sign-ups and confirmations per week, and the confirmed list's CSV. */
export function NewsletterView() {
  const [loaded] = useTeamData<Stats>(TEAM_API.newsletter);
  return (
    <LoadedView loaded={loaded}>
      {({ counts, weeks }) => (
        <>
          <section className={styles.card} aria-labelledby="list-title">
            <h2 id="list-title">The list</h2>
            <dl className={styles.counts}>
              <div>
                <dt>Confirmed</dt>
                <dd>{counts.confirmed}</dd>
              </div>
              <div>
                <dt>Pending</dt>
                <dd>{counts.pending}</dd>
              </div>
              <div>
                <dt>Unsubscribed</dt>
                <dd>{counts.unsubscribed}</dd>
              </div>
            </dl>
            <p>
              <a href={TEAM_API.subscribersCsv} download>
                Download the confirmed list (CSV)
              </a>{' '}
              <span className={styles.muted}>
                with each address&apos;s consent record, as <code>npm run export:subscribers</code>{' '}
                writes it.
              </span>
            </p>
          </section>
          <section className={styles.card} aria-labelledby="weeks-title">
            <h2 id="weeks-title">Per week</h2>
            <div className={tables.tableWrap}>
              <table className={tables.table}>
                <caption>Sign-ups and confirmations, weeks starting Monday (UTC)</caption>
                <thead>
                  <tr>
                    <th scope="col">Week of</th>
                    <th scope="col" className={tables.number}>
                      Sign-ups
                    </th>
                    <th scope="col" className={tables.number}>
                      Confirmations
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((w) => (
                    <tr key={w.week}>
                      <th scope="row">{w.week}</th>
                      <td className={tables.number}>{w.signups}</td>
                      <td className={tables.number}>{w.confirmations}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </LoadedView>
  );
}
