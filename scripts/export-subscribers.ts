// npm run export:subscribers > subscribers.csv
import { runCli } from './cli';
import { toCsv } from '@/lib/server/csv';
import { getStore } from '@/lib/server/store/default';

void runCli(async () => {
  const rows = await getStore().listSubscribers();
  process.stdout.write(
    toCsv([
      ['email', 'name', 'subscribed_at'],
      ...rows.map((s) => [s.email, s.name, new Date(s.createdAt).toISOString()]),
    ]),
  );
});
