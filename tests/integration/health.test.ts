import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAfterTasks } from '../support/after';
import { handlerEnvForFile, RAISED_LIMITS } from '../support/handler-env';
import { postJson, SITE } from '../support/requests';

const env = handlerEnvForFile({ ...RAISED_LIMITS, HEALTH_MAX_PENDING_MINUTES: '60' });
const health = (await import('@/app/api/health/route')).GET;
const contact = (await import('@/app/api/contact/route')).POST;
const { outboxFromEnv, retryDue } = await import('@/lib/server/outbox');

const deep = async () => {
  const response = await health(new Request(`${SITE}/api/health?deep=1`));
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { problems: string[] },
  };
};
const sendLead = () =>
  contact(
    postJson('/api/contact', {
      name: 'Mwangi',
      email: 'mwangi@example.co.ke',
      subject: 'ERP integration',
      message: 'Please call.',
      startedAt: Date.now() - 60_000,
    }),
  );
const quietly = async <T>(work: () => Promise<T>) => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return await work();
  } finally {
    spy.mockRestore();
  }
};

afterEach(async () => {
  vi.useRealTimers();
  env.smtp.refuse = false;
  await env.smtp.resume();
  const outbox = outboxFromEnv();
  await outbox.store.makeDueNow(Date.now(), true);
  await quietly(() => retryDue(outbox));
});

describe('GET /api/health?deep=1', () => {
  it('answers 200 when the store, the mail server and the outbox are well, and the plain check touches nothing', async () => {
    const { status, body } = await deep();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      store: 'ok',
      mail: { smtp: 'ok', lastSend: 'ok' },
      outbox: { pending: 0, oldestPendingSeconds: null, failed: 0, maxPendingSeconds: 3600 },
      problems: [],
    });
    const plain = await health(new Request(`${SITE}/api/health`));
    expect(await plain.json()).toEqual({ ok: true });
  });

  it('turns 503 on the first request after the mail server goes down, and 200 again on the first after it is back', async () => {
    await env.smtp.halt();
    const down = await deep();
    expect(down.status).toBe(503);
    expect(down.body.problems).toEqual(['mail server: connection refused']);
    await env.smtp.resume();
    expect((await deep()).status).toBe(200);
  });

  it('turns 503 when the last mail was refused, though the server takes connections, until a send goes through', async () => {
    env.smtp.refuse = true;
    await sendLead();
    await quietly(runAfterTasks);
    const refusing = await deep();
    expect(refusing.status).toBe(503);
    expect(refusing.body.problems).toEqual([
      'mail: the last attempt to send failed: server answered 451',
    ]);
    expect(refusing.body.outbox).toMatchObject({ pending: 1 });
    env.smtp.refuse = false;
    const outbox = outboxFromEnv();
    await outbox.store.makeDueNow(Date.now(), false);
    expect(await retryDue(outbox)).toMatchObject({ sent: 1 });
    expect((await deep()).status).toBe(200);
  });

  it('turns 503 when a delivery has waited longer than the limit, or failed for good', async () => {
    env.smtp.refuse = true;
    await sendLead();
    await quietly(runAfterTasks);
    env.smtp.refuse = false;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60_000);
    const late = await deep();
    expect(late.status).toBe(503);
    expect(late.body.problems).toContainEqual(
      expect.stringMatching(/^outbox: a delivery has waited 36\d\d s \(limit 3600 s\)$/),
    );
    vi.useRealTimers();

    const outbox = outboxFromEnv();
    const [delivery] = await outbox.store.listDeliveries('pending');
    await outbox.store.claimDelivery(
      delivery?.id ?? '',
      Date.now() + 10 ** 9,
      Date.now() + 10 ** 9 + 1,
    );
    await outbox.store.failDelivery(delivery?.id ?? '', 'gave up', null);
    const failed = await deep();
    expect(failed.status).toBe(503);
    expect(failed.body.problems).toContain('outbox: 1 delivery(ies) failed for good');
  });

  it('names no secret, host or address in its body', async () => {
    await env.smtp.halt();
    env.smtp.refuse = true;
    const text = JSON.stringify((await deep()).body);
    expect(text).not.toMatch(/@|127\.0\.0\.1|smtp:\/\/|kilele\.test|a-long-enough-cron-secret/);
  });
});
