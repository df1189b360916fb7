// npm run outbox -- list [pending|sending|sent|failed]   show the contact outbox
// npm run outbox -- retry [--failed]                      send what is pending now (and failed ones)
import { runCli } from './cli';
import { outboxFromEnv, retryDue } from '@/lib/server/outbox';
import type { MessageStatus } from '@/lib/server/store';

const STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
const [command = 'list', option] = process.argv.slice(2);

void runCli(async () => {
  const outbox = outboxFromEnv();
  if (command === 'list') {
    const status = STATUSES.find((s) => s === option) as MessageStatus | undefined;
    const rows = await outbox.store.listMessages(status);
    for (const m of rows) {
      const next = m.status === 'pending' ? ` next ${new Date(m.nextAttemptAt).toISOString()}` : '';
      const error = m.lastError ? ` last error: ${m.lastError.slice(0, 120)}` : '';
      console.log(
        `${m.id}  ${m.status.padEnd(7)}  attempts ${m.attempts}  ${new Date(m.createdAt).toISOString()}  ${m.email}  "${m.subject.slice(0, 60)}"${next}${error}`,
      );
    }
    console.log(`${rows.length} message(s)`);
  } else if (command === 'retry') {
    const madeDue = await outbox.store.makeDueNow(Date.now(), option === '--failed');
    const counts = await retryDue(outbox, Number.MAX_SAFE_INTEGER);
    console.log(`made due: ${madeDue}; ${JSON.stringify(counts)}`);
    if (counts.retrying + counts.failed > 0) process.exitCode = 2;
  } else {
    throw new Error(`Unknown command "${command}". Use: list [status] | retry [--failed]`);
  }
});
