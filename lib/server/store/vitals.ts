import 'server-only';
import { VITALS, type Connection, type Device, type Navigation, type Vital } from '@/lib/vitals';
import type { Rating } from '../vitals/rating';
import type { Store } from './interface';
import { num, str, strOrNull, type Sql } from './rows';
import type { SqlValue } from './driver';
import type { PageVitals } from './vitals-types';

/** Each metric's columns: its value and rating, and for LCP and INP the element behind it. */
const COLUMNS = VITALS.flatMap((v) =>
  v === 'lcp' || v === 'inp' ? [v, `${v}_rating`, `${v}_element`] : [v, `${v}_rating`],
);
const ALL = ['day', 'route', 'device', 'connection', 'navigation', ...COLUMNS];

function readingArgs(view: PageVitals): SqlValue[] {
  return VITALS.flatMap((v) => {
    const r = view.readings[v];
    const values: SqlValue[] = [r?.value ?? null, r?.rating ?? null];
    return v === 'lcp' || v === 'inp' ? [...values, r?.element ?? null] : values;
  });
}

function pageVitalsOf(row: Record<string, unknown>): PageVitals {
  const readings: PageVitals['readings'] = {};
  for (const v of VITALS as readonly Vital[]) {
    if (row[v] === null || row[v] === undefined) continue;
    readings[v] = {
      value: num(row[v]),
      rating: str(row[`${v}_rating`]) as Rating,
      element: strOrNull(row[`${v}_element`]),
    };
  }
  return {
    day: str(row.day),
    route: str(row.route),
    device: str(row.device) as Device,
    connection: strOrNull(row.connection) as Connection | null,
    navigation: str(row.navigation) as Navigation,
    readings,
  };
}

/** Page views' Web Vitals and the click counts the team reads. Hot and loss-tolerant, like clicks. */
export function vitalsStore({
  fast,
  q,
}: Sql): Pick<Store, 'insertPageVitals' | 'listPageVitals' | 'purgeVitals' | 'clickCounts'> {
  return {
    async insertPageVitals(view) {
      await fast(
        `INSERT INTO vitals (${ALL.join(', ')}) VALUES (${ALL.map(() => '?').join(', ')})`,
        [view.day, view.route, view.device, view.connection, view.navigation, ...readingArgs(view)],
      );
    },
    async listPageVitals(sinceDay) {
      const { rows } = await q(`SELECT ${ALL.join(', ')} FROM vitals WHERE day >= ? ORDER BY id`, [
        sinceDay,
      ]);
      return rows.map(pageVitalsOf);
    },
    purgeVitals: async (beforeDay) =>
      (await fast('DELETE FROM vitals WHERE day < ?', [beforeDay])).changes,

    async clickCounts(since) {
      const { rows } = await q(
        `SELECT path, tag, class_name, element_id, COUNT(*) AS clicks FROM clicks
         WHERE created_at >= ? GROUP BY path, tag, class_name, element_id`,
        [since],
      );
      return rows.map((r) => ({
        path: str(r.path),
        tag: str(r.tag),
        className: str(r.class_name),
        elementId: str(r.element_id),
        clicks: num(r.clicks),
      }));
    },
  };
}
