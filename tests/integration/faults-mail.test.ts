import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAfterTasks } from '../support/after';
import { runScript } from '../support/cli';
import { CONTACT_TO, handlerEnv, RAISED_LIMITS, type HandlerEnv } from '../support/handler-env';
import { postJson } from '../support/requests';
import { unfolded } from '../support/smtp';

let env: HandlerEnv;
beforeAll(async () => {
  env = await handlerEnv(RAISED_LIMITS);
});
afterAll(() => env.close());

const contact = await import('@/app/api/contact/route');
const { getStore } = await import('@/lib/server/store/default');

const LEADS = 200;

/** `npm run outbox -- retry`, the operator's retry run, as its own process on the same data. */
const outboxRetry = () => runScript('outbox.ts', ['retry']);

/** Our message id in each mail received, from the line the contact mail ends with. */
const deliveredIds = () =>
  env.smtp.received.map((mail) => /\(message ([0-9a-f-]{36})\)/.exec(unfolded(mail.raw))?.[1]);

describe('when the mail server refuses every message', () => {
  it('answers all 200 contact messages 202, keeps them pending, and one retry run later delivers each exactly once', async () => {
    env.smtp.refuse = true;
    const ids: string[] = [];
    for (let i = 1; i <= LEADS; i++) {
      const response = await contact.POST(
        postJson('/api/contact', {
          name: 'A. O.',
          email: `lead-${i}@example.co.ke`,
          subject: `Lead ${i}: offline-first field app`,
          message: 'Please call us about syncing field data over patchy networks.',
          startedAt: Date.now() - 60_000,
        }),
      );
      expect(response.status).toBe(202);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await runAfterTasks(); // the sends after each response: all refused, each logged
    expect(
      logged.mock.calls.filter(([line]) => /attempt 1 failed: .*451/.test(String(line))),
    ).toHaveLength(LEADS);
    logged.mockRestore();
    expect(env.smtp.received).toHaveLength(0);
    const pending = await getStore().listDeliveries('pending');
    expect(pending.map((d) => d.aboutId).sort()).toEqual([...ids].sort());
    expect(pending.every((d) => d.attempts === 1 && /451/.test(d.lastError ?? ''))).toBe(true);
    env.smtp.refuse = false;
    const run = await outboxRetry();
    expect(run.output).toContain(
      `made due: ${LEADS}; {"sent":${LEADS},"cancelled":0,"retrying":0,"failed":0,"skipped":0}`,
    );
    expect(run.code).toBe(0);

    expect(env.smtp.received).toHaveLength(LEADS);
    expect(deliveredIds().sort()).toEqual([...ids].sort());
    const subjects = env.smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]);
    expect(new Set(subjects).size).toBe(LEADS);
    expect(env.smtp.received.every((m) => m.to.length === 1 && m.to[0] === CONTACT_TO)).toBe(true);
    const sent = await getStore().listDeliveries('sent');
    expect(sent).toHaveLength(LEADS);
    expect(sent.every((d) => d.attempts === 2)).toBe(true);

    const second = await outboxRetry();
    expect(second.output).toContain(
      'made due: 0; {"sent":0,"cancelled":0,"retrying":0,"failed":0,"skipped":0}',
    );
    expect(env.smtp.received).toHaveLength(LEADS);
  }, 120_000);
});
