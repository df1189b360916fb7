// npm run export:subscribers > subscribers.csv   confirmed subscribers with their consent record
import { runCli } from './cli';
import { subscribersCsv } from '@/lib/server/exports';
import { getStore } from '@/lib/server/store/default';

void runCli(async () => {
  process.stdout.write(subscribersCsv(await getStore().listSubscribers('confirmed')));
});
