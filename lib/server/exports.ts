import 'server-only';
import { toCsv } from './csv';
import { cameFrom } from './lead-origin';
import type { Message, Subscriber } from './store/types';

/** The columns of `npm run export:leads` and of the team pages' download: one code for both. */
const LEAD_HEADER = [
  'id',
  'received_at',
  'kind',
  'name',
  'email',
  'subject',
  'message',
  'ref',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer_host',
  'came_from',
  'landing_page',
  'form_page',
];

/** Leads, oldest first, with where each visit started. */
export function leadsCsv(rows: readonly Message[]): string {
  return toCsv([
    LEAD_HEADER,
    ...rows.map((m) => [
      m.id,
      new Date(m.createdAt).toISOString(),
      m.kind,
      m.name,
      m.email,
      m.subject,
      m.message,
      m.source.ref ?? '',
      m.source.utmSource ?? '',
      m.source.utmMedium ?? '',
      m.source.utmCampaign ?? '',
      m.source.utmTerm ?? '',
      m.source.utmContent ?? '',
      m.source.referrerHost ?? '',
      m.source.referrerHost ? cameFrom(m.source.referrerHost) : '',
      m.source.landingPath ?? '',
      m.source.formPage ?? '',
    ]),
  ]);
}

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/** Confirmed subscribers with their consent record (`npm run export:subscribers`, the team pages). */
export function subscribersCsv(rows: readonly Subscriber[]): string {
  return toCsv([
    ['email', 'name', 'requested_at', 'confirmed_at', 'signup_page', 'privacy_policy_version'],
    ...rows.map((s) => [
      s.email,
      s.name,
      iso(s.requestedAt),
      iso(s.confirmedAt),
      s.source.formPage ?? '',
      s.policyVersion ?? '',
    ]),
  ]);
}
