// npm run team -- sessions        who is signed in to the team pages, and until when
// npm run team -- revoke EMAIL    end every session of that address (logged)
// npm run team -- audit           the audit log's last 100 entries, newest first
import { runCli } from './cli';
import { getStore } from '@/lib/server/store/default';

const [command, argument] = process.argv.slice(2);
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');

void runCli(async () => {
  const store = getStore();
  if (command === 'sessions') {
    const sessions = await store.listTeamSessions();
    if (sessions.length === 0) console.log('Nobody is signed in.');
    for (const s of sessions)
      console.log(
        `${s.email}  signed in ${iso(s.createdAt)}  last used ${iso(s.lastUsedAt)}  ends ${iso(s.expiresAt)} unless used  ${s.userAgent.slice(0, 80)}`,
      );
  } else if (command === 'revoke' && argument) {
    const email = argument.trim().toLowerCase();
    const ended = await store.revokeTeamSessions(
      email,
      { actor: 'cli', reason: 'revoked by an operator' },
      Date.now(),
    );
    console.log(`Ended ${ended} session${ended === 1 ? '' : 's'} of ${email}.`);
  } else if (command === 'audit') {
    const entries = await store.listAudit(100);
    if (entries.length === 0) console.log('The audit log is empty.');
    for (const e of entries)
      console.log(`${iso(e.at)}  ${e.actor}  ${e.action}${e.detail ? `  ${e.detail}` : ''}`);
  } else {
    throw new Error('Usage: npm run team -- sessions | revoke EMAIL | audit');
  }
});
