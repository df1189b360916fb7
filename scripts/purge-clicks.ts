// npm run clicks:purge: deletes click events older than 90 days (the scheduler route does it too).
import { runCli } from './cli';
import { CLICK_RETENTION_MS } from '@/lib/server/housekeeping';
import { getStore } from '@/lib/server/store/default';

void runCli(async () => {
  const deleted = await getStore().purgeClicks(Date.now() - CLICK_RETENTION_MS);
  console.log(`deleted ${deleted} click event(s) older than 90 days`);
});
