// npm run export:leads [-- --since 2026-11-01] [-- --ref jane] > leads.csv
// Contact messages and chat hand-offs with where each visit started, for a CRM or a spreadsheet.
import { parseArgs } from 'node:util';
import { runCli } from './cli';
import { toCsv } from '@/lib/server/csv';
import { cameFrom } from '@/lib/server/lead-origin';
import { getStore } from '@/lib/server/store/default';

const HEADER = [
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

void runCli(async () => {
  const { values } = parseArgs({
    options: { since: { type: 'string' }, ref: { type: 'string' } },
    strict: true,
  });
  const since = values.since === undefined ? undefined : Date.parse(values.since);
  if (since !== undefined && Number.isNaN(since)) {
    throw new Error(`--since "${values.since}" is not a date: write it as 2026-11-01`);
  }
  const rows = await getStore().listMessages({ since, ref: values.ref });
  process.stdout.write(
    toCsv([
      HEADER,
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
    ]),
  );
});
