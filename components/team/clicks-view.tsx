'use client';
import { clickedElementName } from '@/lib/click-element';
import type { ClickedPage } from '@/lib/server/clicks-report';
import { TEAM_API } from '@/lib/team-pages';
import { LoadedView } from './loaded-view';
import { ScrollTable } from './scroll-table';
import { useTeamData } from './use-team-data';
import tables from './report-table.module.css';
import styles from './team.module.css';

type Clicks = { periods: number[]; pages: ClickedPage[] };

function PageClicks({ page, index }: { page: ClickedPage; index: number }) {
  return (
    <ScrollTable
      id={`clicks-page-${index}`}
      caption={
        <>
          <span className={styles.link}>{page.path}</span>: {page.last7} clicks in 7 days,{' '}
          {page.last30} in 30 days
        </>
      }
    >
      <thead>
        <tr>
          <th scope="col">Element clicked</th>
          <th scope="col" className={tables.number}>
            Last 7 days
          </th>
          <th scope="col" className={tables.number}>
            Last 30 days
          </th>
        </tr>
      </thead>
      <tbody>
        {page.elements.map((e) => {
          const name = clickedElementName(e);
          return (
            <tr key={name}>
              <th scope="row" className={styles.link}>
                {name}
              </th>
              <td className={tables.number}>{e.last7}</td>
              <td className={tables.number}>{e.last30}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}

/** Each page's most-clicked links and buttons over the last 7 and 30 days: `npm run clicks`. */
export function ClicksView() {
  const [loaded] = useTeamData<Clicks>(TEAM_API.clicks);
  return (
    <section className={styles.card} aria-labelledby="clicks-title">
      <h2 id="clicks-title">Most clicked, per page</h2>
      <p className={styles.muted}>
        Clicks on each page, counted with nothing about the visitor (none are logged from a browser
        that asks not to be tracked). The element is the one clicked, named by its tag, id and
        classes: a link or button, or the text or icon inside one.
      </p>
      <LoadedView loaded={loaded}>
        {({ pages }) =>
          pages.length === 0 ? (
            <p>No clicks logged in the last 30 days.</p>
          ) : (
            <>
              {pages.map((page, i) => (
                <PageClicks key={page.path} page={page} index={i} />
              ))}
            </>
          )
        }
      </LoadedView>
    </section>
  );
}
