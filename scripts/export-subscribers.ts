// npm run export:subscribers > subscribers.csv   confirmed subscribers with their consent record
import { runCli } from './cli';
import { toCsv } from '@/lib/server/csv';
import { getStore } from '@/lib/server/store/default';

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

void runCli(async () => {
  const rows = await getStore().listSubscribers('confirmed');
  process.stdout.write(
    toCsv([
      ['email', 'name', 'requested_at', 'confirmed_at', 'signup_page', 'privacy_policy_version'],
      ...rows.map((s) => [
        s.email,
        s.name,
        iso(s.requestedAt),
        iso(s.confirmedAt),
        s.source.formPage ?? '',
        s.policyVersion ?? '',
      ]),
    ]),
  );
});
