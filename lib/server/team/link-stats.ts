import 'server-only';
import type { Store } from '../store/interface';
import type { LeadSource } from '../store/types';

/** The periods the team compares, in days. */
export const PERIODS = [7, 30, 90] as const;
const DAY_MS = 86_400_000;

export interface Figures {
  landings: number;
  leads: number;
  signups: number;
  confirmations: number;
  /** Leads per 100 landings, one decimal; null without landings. */
  leadsPer100: number | null;
}

export interface TagRow {
  name: string;
  periods: Record<(typeof PERIODS)[number], Figures>;
}

type Tag = 'ref' | 'utmCampaign';
type Event = {
  at: number;
  source: Pick<LeadSource, Tag>;
  kind: Exclude<keyof Figures, 'leadsPer100'>;
  count: number;
};

const empty = (): Figures => ({
  landings: 0,
  leads: 0,
  signups: 0,
  confirmations: 0,
  leadsPer100: null,
});

/** Adds each event to its ref's or campaign's row for every period it falls in. */
function tally(events: Event[], tag: Tag, now: number): TagRow[] {
  const rows = new Map<string, TagRow>();
  for (const event of events) {
    const name = event.source[tag];
    if (!name) continue;
    let row = rows.get(name);
    if (!row) {
      row = { name, periods: { 7: empty(), 30: empty(), 90: empty() } };
      rows.set(name, row);
    }
    for (const days of PERIODS)
      if (event.at >= now - days * DAY_MS) row.periods[days][event.kind] += event.count;
  }
  for (const row of rows.values())
    for (const days of PERIODS) {
      const f = row.periods[days];
      f.leadsPer100 = f.landings ? Math.round((f.leads * 1000) / f.landings) / 10 : null;
    }
  return [...rows.values()].sort(
    (a, b) => b.periods[90].landings - a.periods[90].landings || a.name.localeCompare(b.name),
  );
}

/** What each ref and each campaign brought over the last 7, 30 and 90 days. */
export async function linkStats(store: Store, now = Date.now()) {
  const since = now - PERIODS[2] * DAY_MS;
  const [landings, leads, subscribers] = await Promise.all([
    store.listLandings(new Date(since).toISOString().slice(0, 10)),
    store.listMessages({ since }),
    store.listSubscribers(),
  ]);
  const events: Event[] = [
    // A day's count belongs to the whole day: it is in a period if the day started in it.
    ...landings.map((l): Event => ({
      at: Date.parse(l.day),
      source: { ref: l.ref, utmCampaign: l.utmCampaign },
      kind: 'landings',
      count: l.visits,
    })),
    ...leads.map((m): Event => ({ at: m.createdAt, source: m.source, kind: 'leads', count: 1 })),
    ...subscribers.map((s): Event => ({
      at: s.requestedAt,
      source: s.source,
      kind: 'signups',
      count: 1,
    })),
    ...subscribers.flatMap((s): Event[] =>
      s.confirmedAt === null
        ? []
        : [{ at: s.confirmedAt, source: s.source, kind: 'confirmations', count: 1 }],
    ),
  ];
  return {
    periods: PERIODS,
    refs: tally(events, 'ref', now),
    campaigns: tally(events, 'utmCampaign', now),
  };
}
