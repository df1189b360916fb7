'use client';
import { Fragment, useState } from 'react';
import { LEAD_STATES, type LeadState } from '@/lib/lead-states';
import { TEAM_API } from '@/lib/team-pages';
import { eat } from './format';
import { errorMessage } from './use-team-data';
import styles from './team.module.css';

export interface Lead {
  id: string;
  kind: 'contact' | 'handoff';
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: number;
  state: LeadState;
  source: Partial<
    Record<
      | 'ref'
      | 'utmSource'
      | 'utmMedium'
      | 'utmCampaign'
      | 'utmTerm'
      | 'utmContent'
      | 'landingPath'
      | 'formPage',
      string
    >
  >;
  cameFrom: string;
  deliveries: { target: string; status: string; attempts: number; lastError: string | null }[];
}

const SENT: Record<string, string> = {
  sent: 'went out',
  pending: 'waiting to be sent',
  sending: 'being sent',
  failed: 'failed for good',
  cancelled: 'not needed',
};

/** One lead, every value shown as text (never as markup or a link), with its state to set. */
export function LeadCard({ lead }: { lead: Lead }) {
  const [state, setState] = useState(lead.state);
  const [note, setNote] = useState('');
  const { source } = lead;
  const campaign = [
    source.utmCampaign,
    [source.utmSource, source.utmMedium].filter(Boolean).join(' / '),
  ]
    .filter(Boolean)
    .join(', ');

  async function change(next: LeadState) {
    const before = state;
    setState(next);
    setNote('Saving…');
    const response = await fetch(TEAM_API.leadState, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: lead.id, state: next }),
    }).catch(() => null);
    if (response?.ok) return setNote(`Saved: ${next}.`);
    setState(before);
    setNote(response ? await errorMessage(response) : 'Not saved: the API could not be reached.');
  }

  const selectId = `state-${lead.id}`;
  return (
    <li>
      <article className={`${styles.card} ${styles.lead}`} aria-labelledby={`lead-${lead.id}`}>
        <h2 id={`lead-${lead.id}`}>{lead.subject}</h2>
        <p className={styles.muted}>
          {lead.kind === 'handoff' ? 'Chat hand-off' : 'Contact message'}, {eat(lead.receivedAt)}
        </p>
        <dl className={styles.meta}>
          <dt>From</dt>
          <dd>
            {lead.name} ({lead.email})
          </dd>
          <dt>Ref</dt>
          <dd>{source.ref ?? '—'}</dd>
          <dt>Campaign</dt>
          <dd>{campaign || '—'}</dd>
          {source.utmTerm || source.utmContent ? (
            <>
              <dt>Term, content</dt>
              <dd>{[source.utmTerm, source.utmContent].filter(Boolean).join(', ')}</dd>
            </>
          ) : null}
          <dt>Landing page</dt>
          <dd>{source.landingPath ?? '—'}</dd>
          <dt>Came from</dt>
          <dd>{lead.cameFrom}</dd>
          <dt>Form page</dt>
          <dd>{source.formPage ?? '—'}</dd>
          {lead.deliveries.map((d, i) => (
            <Fragment key={i}>
              <dt>{d.target}</dt>
              <dd>
                {SENT[d.status] ?? d.status}
                {d.status !== 'sent' && d.attempts > 0 ? ` after ${d.attempts} attempts` : ''}
                {d.lastError && d.status !== 'sent' ? ` (${d.lastError})` : ''}
              </dd>
            </Fragment>
          ))}
        </dl>
        <p className={styles.message}>{lead.message}</p>
        <div className={styles.actions}>
          <label htmlFor={selectId} className={styles.label}>
            State
          </label>
          <select
            id={selectId}
            className={`${styles.control} ${styles.narrow}`}
            value={state}
            onChange={(event) => void change(event.target.value as LeadState)}
          >
            {LEAD_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <span role="status" className={styles.muted}>
            {note}
          </span>
        </div>
      </article>
    </li>
  );
}
