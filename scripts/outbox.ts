// npm run outbox -- list [pending|sending|sent|failed|cancelled]
//   everything the site sends, and its state
// npm run outbox -- retry [--failed]
//   send what is pending now (and failed ones)
import { runCli } from './cli';
import { outboxFromEnv, retryDue } from '@/lib/server/outbox';
import type { Delivery, DeliveryStatus } from '@/lib/server/store';

const STATUSES: readonly DeliveryStatus[] = ['pending', 'sending', 'sent', 'failed', 'cancelled'];
const [command = 'list', option] = process.argv.slice(2);

/** Where a delivery goes, without a personal address: the team, a subscriber, or a receiver's host. */
function target(d: Delivery): string {
  if (d.kind === 'team-mail') return 'to the team';
  if (d.kind === 'confirmation') return `to subscriber ${d.aboutId}`;
  if (d.kind === 'team-link') return 'to a team member (a sign-in link)';
  try {
    return `to ${new URL((JSON.parse(d.payload) as { url: string }).url).host}`;
  } catch {
    return 'to an unreadable address';
  }
}

function line(d: Delivery): string {
  const next = d.status === 'pending' ? `  next ${new Date(d.nextAttemptAt).toISOString()}` : '';
  const error = d.lastError ? `  last error: ${d.lastError.slice(0, 120)}` : '';
  return `${d.id}  ${d.kind.padEnd(12)} ${d.status.padEnd(9)} attempts ${d.attempts}  ${new Date(d.createdAt).toISOString()}  about ${d.aboutId}  ${target(d)}${next}${error}`;
}

void runCli(async () => {
  const outbox = outboxFromEnv();
  if (command === 'list') {
    const status = STATUSES.find((s) => s === option);
    const rows = await outbox.store.listDeliveries(status);
    for (const d of rows) console.log(line(d));
    console.log(`${rows.length} delivery(ies)`);
  } else if (command === 'retry') {
    const madeDue = await outbox.store.makeDueNow(Date.now(), option === '--failed');
    const counts = await retryDue(outbox, Number.MAX_SAFE_INTEGER);
    console.log(`made due: ${madeDue}; ${JSON.stringify(counts)}`);
    if (counts.retrying + counts.failed > 0) process.exitCode = 2;
  } else {
    throw new Error(`Unknown command "${command}". Use: list [status] | retry [--failed]`);
  }
});
