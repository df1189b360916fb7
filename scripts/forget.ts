// npm run forget -- someone@example.com   erase everything the site holds about one address
import { z } from 'zod';
import { runCli } from './cli';
import { forgetAddress } from '@/lib/server/erasure';

const [email = '', ...rest] = process.argv.slice(2);

void runCli(async () => {
  if (rest.length > 0 || !z.email().safeParse(email.trim()).success) {
    throw new Error('Usage: npm run forget -- someone@example.com (one email address)');
  }
  const { removed, auditKey } = await forgetAddress(email);
  console.log(
    `Removed for ${email.trim()}: ${removed.subscribers} subscription(s), ${removed.messages} contact message(s) and chat hand-off(s), ${removed.deliveries} delivery(ies), ${removed.tokens} link token(s).`,
  );
  console.log(
    `Logged in the erasure log as ${auditKey.slice(0, 16)}… (a keyed hash, not the address).`,
  );
});
