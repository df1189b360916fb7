'use client';
import { TEAM_API } from '@/lib/team-pages';
import { LoadedView } from './loaded-view';
import { useTeamData } from './use-team-data';
import { ScrollTable } from './scroll-table';
import tables from './report-table.module.css';
import styles from './team.module.css';

type Figures = {
  landings: number;
  leads: number;
  signups: number;
  confirmations: number;
  leadsPer100: number | null;
};
type Row = { name: string; periods: Record<string, Figures> };
type Stats = { periods: number[]; refs: Row[]; campaigns: Row[] };

const COLUMNS = [
  ['landings', 'Landings'],
  ['leads', 'Leads'],
  ['signups', 'Sign-ups'],
  ['confirmations', 'Confirmed'],
  ['leadsPer100', 'Leads per 100 landings'],
] as const;

function StatsTable({
  caption,
  rows,
  periods,
}: {
  caption: string;
  rows: Row[];
  periods: number[];
}) {
  if (rows.length === 0) return <p>{caption}: nothing yet.</p>;
  return (
    <ScrollTable
      id={`link-stats-${caption.replace(/\W+/g, '-').toLowerCase()}`}
      caption={caption}
      width="wide"
    >
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Days</th>
          {COLUMNS.map(([key, label]) => (
            <th key={key} scope="col" className={tables.number}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.flatMap((row) =>
          periods.map((days) => (
            <tr key={`${row.name}-${days}`}>
              <th scope="row">{row.name}</th>
              <td>last {days}</td>
              {COLUMNS.map(([key]) => (
                <td key={key} className={tables.number}>
                  {row.periods[days]?.[key] ?? '—'}
                </td>
              ))}
            </tr>
          )),
        )}
      </tbody>
    </ScrollTable>
  );
}

/** What each ref and each campaign brought over the last 7, 30 and 90 days. */
export function LinkStatsView() {
  const [loaded] = useTeamData<Stats>(TEAM_API.linkStats);
  return (
    <section className={styles.card} aria-labelledby="stats-title">
      <h2 id="stats-title">What each link brought</h2>
      <p className={styles.muted}>
        A landing is a visit that started from a link with a ref or a campaign, counted once per
        visit with nothing about the visitor.
      </p>
      <LoadedView loaded={loaded}>
        {({ periods, refs, campaigns }) => (
          <>
            <StatsTable caption="By ref" rows={refs} periods={periods} />
            <StatsTable caption="By campaign" rows={campaigns} periods={periods} />
          </>
        )}
      </LoadedView>
    </section>
  );
}
