import { createClient } from '@libsql/client';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runAfterTasks } from '../support/after';
import { runScript } from '../support/cli';
import { handlerEnvForFile, RAISED_LIMITS } from '../support/handler-env';
import { linkPost, linksIn } from '../support/newsletter';
import { postJson } from '../support/requests';

const env = handlerEnvForFile(RAISED_LIMITS);
const contact = (await import('@/app/api/contact/route')).POST;
const handoff = (await import('@/app/api/chat/handoff/route')).POST;
const subscribe = (await import('@/app/subscribe/route')).POST;
const confirm = (await import('@/app/api/newsletter/confirm/route')).POST;
const { getStore } = await import('@/lib/server/store/default');

const PERSON = { name: 'Njeri W.', email: 'njeri@example.co.ke' };
const OTHER = { name: 'Kamau J.', email: 'kamau@example.co.ke' };
const lead = (person: typeof PERSON, subject: string) =>
  contact(
    postJson('/api/contact', {
      ...person,
      subject,
      message: 'Please call me about an M-Pesa integration.',
      startedAt: Date.now() - 60_000,
    }),
  );

/** The erasure log as stored, straight from the database file. */
async function erasureLog() {
  const db = createClient({ url: pathToFileURL(join(env.dataDir, 'site.db')).href });
  try {
    return (await db.execute('SELECT * FROM erasures')).rows;
  } finally {
    db.close();
  }
}

describe('npm run forget', () => {
  it('removes the subscription, contact messages, hand-offs and deliveries of one address, prints what went, and logs no address', async () => {
    await subscribe(postJson('/subscribe', PERSON));
    await runAfterTasks();
    await confirm(linkPost(linksIn(env.smtp.received.at(-1)).confirm));
    await lead({ ...PERSON, email: 'Njeri@Example.co.ke' }, 'Website redesign');
    await lead(OTHER, 'Cloud costs');
    const asked = await handoff(
      postJson('/api/chat/handoff', {
        ...PERSON,
        question: 'Can a person call me about USSD?',
        transcript: [],
        startedAt: Date.now() - 60_000,
      }),
    );
    expect(asked.status).toBe(202);
    // Leave the team mails unsent: the erasure must take pending deliveries too.

    const run = await runScript('forget.ts', [PERSON.email]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      `Removed for ${PERSON.email}: 1 subscription(s), 2 contact message(s) and chat hand-off(s), 3 delivery(ies), 2 link token(s).`,
    );
    expect(run.stdout).toMatch(/Logged in the erasure log as [0-9a-f]{16}…/);

    const store = getStore();
    expect((await store.listMessages()).map((m) => m.email)).toEqual([OTHER.email]);
    expect(await store.listSubscribers()).toEqual([]);
    const [kept] = await store.listMessages();
    expect((await store.listDeliveries()).map((d) => d.aboutId)).toEqual([kept?.id]);
    expect((await runScript('export-subscribers.ts')).stdout).not.toContain(PERSON.email);

    const [entry, ...more] = await erasureLog();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ messages: 2, subscribers: 1, deliveries: 3, tokens: 2 });
    expect(String(entry?.subject_key)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(entry)).not.toMatch(/njeri/i);
  });

  it('refuses anything but one email address, removing nothing', async () => {
    const before = (await getStore().listMessages()).length;
    for (const args of [[], ['not-an-address'], [PERSON.email, OTHER.email]]) {
      const run = await runScript('forget.ts', args);
      expect(run.code).toBe(1);
      expect(run.output).toContain('Usage: npm run forget -- someone@example.com');
    }
    expect((await getStore().listMessages()).length).toBe(before);
  });
});
