'use client';
import type { RouteDeviceVitals, VitalsReport } from '@/lib/server/vitals/report';
import type { Figure } from '@/lib/server/vitals/rating';
import {
  ATTRIBUTED,
  RATING_NAMES,
  VITAL_NAMES,
  VITALS,
  vitalText,
  type AttributedVital,
  type Vital,
} from '@/lib/vitals';
import { TEAM_API } from '@/lib/team-pages';
import { LoadedView } from './loaded-view';
import { ScrollTable } from './scroll-table';
import { useTeamData } from './use-team-data';
import tables from './report-table.module.css';
import styles from './team.module.css';

type Report = VitalsReport & { minPageViews: number };

const DESCRIPTIONS: Record<Vital, string> = {
  lcp: 'largest paint',
  inp: 'answer to a tap',
  cls: 'layout shift',
  fcp: 'first paint',
  ttfb: 'first byte',
};

const views = (count: number) => `${count} ${count === 1 ? 'view' : 'views'}`;

/** One metric's p75, its rating in words (never colour alone), and how many views it is of. */
function FigureCell({ vital, figure }: { vital: Vital; figure: Figure }) {
  if (figure.rating === 'too-few')
    return (
      <td className={tables.number}>
        <span className={styles.muted}>too few</span>
        <br />
        <span className={styles.muted}>{views(figure.count)}</span>
      </td>
    );
  return (
    <td className={tables.number}>
      {vitalText(vital, figure.p75)}
      <br />
      <span className={figure.rating === 'poor' ? styles.error : undefined}>
        {RATING_NAMES[figure.rating]}
      </span>
      <br />
      <span className={styles.muted}>{views(figure.count)}</span>
    </td>
  );
}

function PerRoute({ rows, caption }: { rows: RouteDeviceVitals[]; caption: string }) {
  return (
    <ScrollTable id="vitals-per-route" caption={caption} width="wide">
      <thead>
        <tr>
          <th scope="col">Page and device</th>
          <th scope="col" className={tables.number}>
            Page views
          </th>
          {VITALS.map((vital) => (
            <th key={vital} scope="col" className={tables.number}>
              <abbr title={DESCRIPTIONS[vital]}>{VITAL_NAMES[vital]}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.route} ${row.device}`}>
            <th scope="row">
              <span className={styles.link}>{row.route}</span>
              <br />
              <span className={styles.muted}>{row.device}</span>
            </th>
            <td className={tables.number}>{row.pageViews}</td>
            {VITALS.map((vital) => (
              <FigureCell key={vital} vital={vital} figure={row.figures[vital]} />
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function Slowest({ report, vital }: { report: Report; vital: AttributedVital }) {
  const list = report.slowest[vital];
  const name = `${VITAL_NAMES[vital]} (${DESCRIPTIONS[vital]})`;
  if (list.length === 0) return <p>No element behind {name} reported yet.</p>;
  return (
    <ScrollTable
      id={`vitals-slowest-${vital}`}
      caption={`Slowest elements behind ${name}`}
      width="medium"
    >
      <thead>
        <tr>
          <th scope="col">Page</th>
          <th scope="col">Element</th>
          <th scope="col" className={tables.number}>
            p75
          </th>
          <th scope="col" className={tables.number}>
            Page views
          </th>
        </tr>
      </thead>
      <tbody>
        {list.map((e) => (
          <tr key={`${e.route} ${e.element}`}>
            <th scope="row" className={styles.link}>
              {e.route}
            </th>
            <td className={styles.link}>{e.element}</td>
            <td className={tables.number}>
              {vitalText(vital, e.p75)} {RATING_NAMES[e.rating]}
            </td>
            <td className={tables.number}>{e.count}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * How fast the site is for real visitors over the last 28 days, as Chrome's own report (CrUX)
 * counts it: the figures of `npm run vitals`.
 */
export function VitalsView() {
  const [loaded] = useTeamData<Report>(TEAM_API.vitals);
  return (
    <LoadedView loaded={loaded}>
      {(report) => (
        <>
          <section className={styles.card} aria-labelledby="vitals-title">
            <h2 id="vitals-title">Per page and device</h2>
            <p className={styles.muted}>
              {report.from} to {report.to} (UTC). Each figure is the 75th percentile: three page
              views in four were at least this fast. Rated at Google’s thresholds; under{' '}
              {report.minPageViews} page views a figure is “too few” to rate.
            </p>
            {report.rows.length === 0 ? (
              <p>No page views reported yet.</p>
            ) : (
              <PerRoute rows={report.rows} caption="The 75th percentile of each metric" />
            )}
          </section>
          <section className={styles.card} aria-labelledby="vitals-slowest-title">
            <h2 id="vitals-slowest-title">What is slow</h2>
            <p className={styles.muted}>
              The elements behind the slowest largest paints and answers to taps, slowest first.
            </p>
            {ATTRIBUTED.map((vital) => (
              <Slowest key={vital} report={report} vital={vital} />
            ))}
          </section>
        </>
      )}
    </LoadedView>
  );
}
