// npm run export:leads [-- --since 2026-11-01] [-- --ref jane] > leads.csv
// Contact messages and chat hand-offs with where each visit started, for a CRM or a spreadsheet.
import { parseArgs } from 'node:util';
import { runCli } from './cli';
import { leadsCsv } from '@/lib/server/exports';
import { getStore } from '@/lib/server/store/default';

void runCli(async () => {
  const { values } = parseArgs({
    options: { since: { type: 'string' }, ref: { type: 'string' } },
    strict: true,
  });
  const since = values.since === undefined ? undefined : Date.parse(values.since);
  if (since !== undefined && Number.isNaN(since)) {
    throw new Error(`--since "${values.since}" is not a date: write it as 2026-11-01`);
  }
  process.stdout.write(leadsCsv(await getStore().listMessages({ since, ref: values.ref })));
});
