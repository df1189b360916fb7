import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { runAfterTasks } from '../support/after';
import { runScript } from '../support/cli';
import { handlerEnvForFile, RAISED_LIMITS } from '../support/handler-env';
import { linkPost, linksIn, oneClick } from '../support/newsletter';
import { postJson } from '../support/requests';
import { newSecret, startReceiver } from '../support/webhook-receiver';

const SECRET = newSecret();
const receiver = await startReceiver(SECRET);
const other = await startReceiver(SECRET);
afterAll(async () => {
  await receiver.stop();
  await other.stop();
});
const env = handlerEnvForFile({
  ...RAISED_LIMITS,
  LEAD_WEBHOOK_URL: `${receiver.url}, ${other.url}`,
  LEAD_WEBHOOK_SECRET: SECRET,
  LEAD_WEBHOOK_TIMEOUT_MS: '1000',
});
const contact = (await import('@/app/api/contact/route')).POST;
const subscribe = (await import('@/app/subscribe/route')).POST;
const confirm = (await import('@/app/api/newsletter/confirm/route')).POST;
const unsubscribe = (await import('@/app/api/newsletter/unsubscribe/route')).POST;
const { outboxFromEnv, retryDue } = await import('@/lib/server/outbox');

const SOURCE = {
  ref: 'jane',
  utmSource: 'linkedin',
  utmCampaign: 'nov',
  landingPath: '/',
  formPage: '/contact',
};
const LEAD = {
  name: 'Chebet L.',
  email: 'chebet@example.co.ke',
  subject: 'Offline-first stock app',
  message: 'Our shops lose signal daily; stock must still sync.',
  source: SOURCE,
};
const sendLead = async () => {
  const response = await contact(
    postJson('/api/contact', { ...LEAD, startedAt: Date.now() - 60_000 }),
  );
  expect(response.status).toBe(202);
  return ((await response.json()) as { id: string }).id;
};
/** The operator's "retry now": every pending delivery made due, then one scheduler pass. */
async function retryNow() {
  const outbox = outboxFromEnv();
  await outbox.store.makeDueNow(Date.now(), false);
  return retryDue(outbox);
}
const parsed = (body: string) =>
  JSON.parse(body) as { type: string; timestamp: string; data: Record<string, unknown> };

beforeEach(() => {
  for (const r of [receiver, other]) {
    r.received.length = 0;
    r.answers = [];
    r.silent = false;
  }
});

describe('signed webhooks through the outbox', () => {
  it('posts lead.received.v1 to every receiver, signed per Standard Webhooks, with where the visit started', async () => {
    const id = await sendLead();
    await runAfterTasks();
    for (const r of [receiver, other]) {
      expect(r.received).toHaveLength(1);
      const [event] = r.received;
      expect(event?.verified).toBe(true);
      expect(event?.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(event?.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(event?.headers['content-type']).toBe('application/json');
      const payload = parsed(event?.body ?? '');
      expect(payload.type).toBe('lead.received.v1');
      expect(payload.data).toMatchObject({
        id,
        kind: 'contact',
        email: LEAD.email,
        subject: LEAD.subject,
        source: {
          ref: 'jane',
          utmSource: 'linkedin',
          utmCampaign: 'nov',
          landingPath: '/',
          formPage: '/contact',
          utmMedium: null,
        },
      });
    }
    expect(receiver.received[0]?.headers['webhook-id']).not.toBe(
      other.received[0]?.headers['webhook-id'],
    );
  });

  it('retries a receiver that answers 500 twice, then 200: delivered once, the same id and body every time', async () => {
    receiver.answers = [500, 500, 200];
    await sendLead();
    await runAfterTasks();
    expect(await retryNow()).toMatchObject({ retrying: 1, sent: 0 });
    expect(await retryNow()).toMatchObject({ sent: 1 });
    expect(await retryNow()).toMatchObject({ sent: 0, retrying: 0 });
    expect(receiver.received.map((e) => e.status)).toEqual([500, 500, 200]);
    expect(new Set(receiver.received.map((e) => e.headers['webhook-id'])).size).toBe(1);
    expect(new Set(receiver.received.map((e) => e.body)).size).toBe(1);
    expect(receiver.received.every((e) => e.verified)).toBe(true);
    expect(other.received).toHaveLength(1); // the other receiver got it at once, untroubled
    const list = await runScript('outbox.ts', ['list', 'sent']);
    expect(list.stdout).toMatch(
      new RegExp(`webhook +sent +attempts 3 .* to ${new URL(receiver.url).host}`),
    );
  });

  it('fails verification on a receiver that holds another secret, and the test can tell', async () => {
    await sendLead();
    await runAfterTasks();
    const [event] = receiver.received;
    expect(event?.verified).toBe(true);
    const wrong = new Webhook(newSecret());
    expect(() => wrong.verify(event?.body ?? '', event?.headers as Record<string, string>)).toThrow(
      /No matching signature found/,
    );
    const tampered = (event?.body ?? '').replace('chebet@', 'mallory@');
    expect(() =>
      new Webhook(SECRET).verify(tampered, event?.headers as Record<string, string>),
    ).toThrow(/No matching signature found/);
  });

  it('counts a redirect or a receiver that never answers as a failed attempt, and still mails the team at once', async () => {
    receiver.silent = true;
    other.answers = [302];
    const started = Date.now();
    await sendLead();
    const sends = runAfterTasks();
    await expect.poll(() => env.smtp.received.length, { timeout: 900 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(900); // the team's mail did not wait for the receiver
    await sends;
    const webhooks = (await outboxFromEnv().store.listDeliveries()).filter(
      (d) => d.kind === 'webhook',
    );
    const states = webhooks.slice(-2).map((d) => [d.status, d.lastError?.replace(/\d+/g, 'N')]);
    expect(states).toEqual(
      expect.arrayContaining([
        ['pending', expect.stringMatching(/aborted|timeout/i)],
        ['pending', 'N.N.N.N:N answered N'],
      ]),
    );
  });

  it('posts subscriber.confirmed.v1 with the consent record, and subscriber.unsubscribed.v1 when the address leaves', async () => {
    await subscribe(
      postJson('/subscribe', {
        name: 'Wanjiku',
        email: 'wanjiku@example.co.ke',
        source: { formPage: '/blog/3' },
      }),
    );
    await runAfterTasks();
    expect(receiver.received).toHaveLength(0); // a pending sign-up is not news for a mailing tool
    const links = linksIn(env.smtp.received.at(-1));
    await confirm(linkPost(links.confirm));
    await runAfterTasks();
    const confirmed = parsed(receiver.received[0]?.body ?? '');
    expect(confirmed.type).toBe('subscriber.confirmed.v1');
    expect(confirmed.data).toMatchObject({
      email: 'wanjiku@example.co.ke',
      name: 'Wanjiku',
      signupPage: '/blog/3',
      policyVersion: expect.stringMatching(/^2025-05-27\+[0-9a-f]{12}$/),
      confirmedAt: expect.any(String),
      requestedAt: expect.any(String),
    });
    await unsubscribe(oneClick(links.unsubscribe));
    await runAfterTasks();
    const left = parsed(receiver.received[1]?.body ?? '');
    expect(left).toMatchObject({
      type: 'subscriber.unsubscribed.v1',
      data: {
        id: confirmed.data.id,
        email: 'wanjiku@example.co.ke',
        unsubscribedAt: expect.any(String),
      },
    });
    expect(receiver.received.every((e) => e.verified)).toBe(true);
  });
});
