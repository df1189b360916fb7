'use client';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TEAM_API } from '@/lib/team-pages';
import { queryString } from './format';
import { LEAD_STATES } from '@/lib/lead-states';
import { LeadCard, type Lead } from './lead-card';
import { LoadedView } from './loaded-view';
import { useTeamData } from './use-team-data';
import styles from './team.module.css';

const FIELDS = [
  { name: 'ref', label: 'Ref', type: 'text' },
  { name: 'campaign', label: 'Campaign', type: 'text' },
  { name: 'from', label: 'From (day)', type: 'date' },
  { name: 'to', label: 'To (day)', type: 'date' },
] as const;

/** Every lead, newest first, filtered by state, ref, campaign and days; and their CSV. */
export function LeadsView() {
  const [query, setQuery] = useState('');
  const [loaded] = useTeamData<{ leads: Lead[] }>(`${TEAM_API.leads}${query}`);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)]),
    );
    setQuery(queryString(values));
  }

  return (
    <>
      <form
        className={`${styles.card} ${styles.filters}`}
        onSubmit={apply}
        aria-label="Filter leads"
      >
        <div className={styles.field}>
          <label htmlFor="filter-state" className={styles.label}>
            State
          </label>
          <select id="filter-state" name="state" className={styles.control} defaultValue="">
            <option value="">Any</option>
            {LEAD_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        {FIELDS.map((f) => (
          <div key={f.name} className={styles.field}>
            <label htmlFor={`filter-${f.name}`} className={styles.label}>
              {f.label}
            </label>
            <input id={`filter-${f.name}`} name={f.name} type={f.type} className={styles.control} />
          </div>
        ))}
        <div className={styles.actions}>
          <Button type="submit">Show leads</Button>
          <a href={`${TEAM_API.leadsCsv}${query}`} download>
            Download CSV
          </a>
        </div>
      </form>
      <LoadedView loaded={loaded}>
        {({ leads }) =>
          leads.length === 0 ? (
            <p>No leads match.</p>
          ) : (
            <>
              <p role="status" className={styles.muted}>
                {leads.length} lead{leads.length === 1 ? '' : 's'}, newest first.
              </p>
              <ul className={styles.list}>
                {leads.map((lead) => (
                  <LeadCard key={lead.id} lead={lead} />
                ))}
              </ul>
            </>
          )
        }
      </LoadedView>
    </>
  );
}
