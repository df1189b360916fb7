import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAfterTasks } from '../support/after';
import { runScript } from '../support/cli';
import { handlerEnvForFile } from '../support/handler-env';
import { linkPost, linksIn, oneClick } from '../support/newsletter';
import { postJson } from '../support/requests';
import { headerLines, mailPart, unfolded } from '../support/smtp';
import { handlerEngines } from '../support/store-engines';

const env = handlerEnvForFile();
const subscribe = (await import('@/app/subscribe/route')).POST;
const confirm = (await import('@/app/api/newsletter/confirm/route')).POST;
const unsubscribe = (await import('@/app/api/newsletter/unsubscribe/route')).POST;
const cron = (await import('@/app/api/cron/route')).GET;
const { getStore } = await import('@/lib/server/store/default');

const HOUR = 3_600_000;
let n = 0;
const reader = () => ({ name: 'Wanjiru K.', email: `wanjiru-${++n}@example.co.ke` });
const signUp = (person: { name: string; email: string }, source?: object) =>
  subscribe(postJson('/subscribe', { ...person, source }));

/** Signs up, sends what follows the answer, and returns the one mail that arrived. */
async function signUpAndReadMail(person = reader(), source?: object) {
  const before = env.smtp.received.length;
  expect((await signUp(person, source)).status).toBe(200);
  await runAfterTasks();
  expect(env.smtp.received).toHaveLength(before + 1);
  return { person, mail: env.smtp.received.at(-1) };
}

const exported = async () => (await runScript('export-subscribers.ts')).stdout;
const statusOf = async (email: string) =>
  (await getStore().listSubscribers()).find((s) => s.email === email)?.status;

const engines = handlerEngines();

afterEach(() => {
  vi.useRealTimers();
});

describe.each(engines)('the newsletter on $name, with a real SMTP server', (engine) => {
  beforeAll(async () => {
    await engine.use();
  });

  it("answers a sign-up with the spec's text and mails one confirmation: text and HTML, the company, why it came, one-click unsubscribe", async () => {
    const person = reader();
    const response = await signUp(person, { formPage: '/blog/3' });
    expect(await response.json()).toEqual({ message: 'Thank you for subscribing!' });
    expect(await statusOf(person.email)).toBe('pending');
    expect(env.smtp.received).toHaveLength(0); // sent after the answer, not before
    await runAfterTasks();
    const [mail] = env.smtp.received;
    expect(mail?.to).toEqual([person.email]);
    const headers = headerLines(mail?.raw ?? '');
    expect(headers).toContain(
      'Subject: Confirm your subscription to the Kilele Technologies newsletter',
    );
    expect(headers).toContainEqual(
      expect.stringMatching(
        /^List-Unsubscribe: <https:\/\/kilele\.example\/newsletter\/unsubscribe\?token=[\w-]{43}>$/,
      ),
    );
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const text = mailPart(mail?.raw ?? '', 'text/plain') ?? '';
    const html = mailPart(mail?.raw ?? '', 'text/html') ?? '';
    for (const part of [text, html]) {
      expect(part).toContain('Kilele Technologies');
      expect(part).toContain(
        'You got this mail because this address was entered in the newsletter form',
      );
      expect(part).toMatch(/newsletter\/confirm\?token=[\w-]{43}/);
      expect(part).toMatch(/newsletter\/unsubscribe\?token=[\w-]{43}/);
    }
    // Anyone may type anyone's address: the mail repeats nothing they typed.
    expect(unfolded(mail?.raw ?? '')).not.toContain('Wanjiru');
  });

  it("confirms through the link's page post, once, and only then exports the address with its consent record", async () => {
    const { person, mail } = await signUpAndReadMail(reader(), {
      formPage: '/blog/3',
      ref: 'jane',
    });
    expect(await exported()).not.toContain(person.email);
    const { confirm: link } = linksIn(mail);
    const done = await confirm(linkPost(link));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('http://localhost:3000/newsletter/confirmed');
    const again = await confirm(linkPost(link));
    expect(again.headers.get('location')).toBe(
      'http://localhost:3000/newsletter/link-invalid#used',
    );
    const csv = await exported();
    expect(csv.split('\r\n')[0]).toBe(
      'email,name,requested_at,confirmed_at,signup_page,privacy_policy_version',
    );
    const row = csv.split('\r\n').find((line) => line.startsWith(person.email)) ?? '';
    expect(row).toMatch(
      new RegExp(
        `^${person.email},Wanjiru K\\.,\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,\\d{4}-[\\d-]+T[\\d:.]+Z,/blog/3,2025-05-27\\+[0-9a-f]{12}$`,
      ),
    );
  });

  it('answers the same for a new, a pending and a confirmed address, and mails at most once an hour and three times a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2026, 10, 24, 8);
    vi.setSystemTime(start);
    const person = reader();
    const answers: unknown[] = [];
    const mailsAt = async (offset: number) => {
      vi.setSystemTime(start + offset);
      const before = env.smtp.received.length;
      answers.push(await (await signUp(person)).json());
      await runAfterTasks();
      return env.smtp.received.length - before;
    };
    const sent = [];
    for (const offset of [0, 5 * 60_000, HOUR, 2 * HOUR, 3 * HOUR, 24 * HOUR + 1])
      sent.push(await mailsAt(offset));
    expect(sent).toEqual([1, 0, 1, 1, 0, 1]);
    const { confirm: link } = linksIn(env.smtp.received.at(-1));
    await confirm(linkPost(link));
    expect(await mailsAt(50 * HOUR)).toBe(0); // confirmed: nothing more to ask
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ message: 'Thank you for subscribing!' })]),
    );
  });

  it('unsubscribes on the one-click POST of RFC 8058, with no cookie and no Origin, and never exports the address again', async () => {
    const { person, mail } = await signUpAndReadMail();
    await confirm(linkPost(linksIn(mail).confirm));
    expect(await exported()).toContain(person.email);
    const header =
      headerLines(mail?.raw ?? '').find((h) => h.startsWith('List-Unsubscribe:')) ?? '';
    const url = /<(.+)>/.exec(header)?.[1] ?? '';
    const response = await unsubscribe(oneClick(url));
    expect(response.status).toBe(200);
    expect(await exported()).not.toContain(person.email);
    expect(await statusOf(person.email)).toBe('unsubscribed');
    expect((await unsubscribe(oneClick(url))).status).toBe(200); // providers may send it twice
  });

  it("takes a multipart one-click POST too, and the unsubscribe page's button answers with the page that says so", async () => {
    const first = await signUpAndReadMail();
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const multipart = new Request(
      linksIn(first.mail).unsubscribe.replace('https://kilele.example', 'http://localhost:3000'),
      {
        method: 'POST',
        body: form,
      },
    );
    expect((await unsubscribe(multipart)).status).toBe(200);
    expect(await statusOf(first.person.email)).toBe('unsubscribed');

    const second = await signUpAndReadMail();
    const page = await unsubscribe(linkPost(linksIn(second.mail).unsubscribe));
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('http://localhost:3000/newsletter/unsubscribed');
    expect(await statusOf(second.person.email)).toBe('unsubscribed');
  });

  it('starts a new double opt-in when an address that left signs up again', async () => {
    const { person, mail } = await signUpAndReadMail();
    await confirm(linkPost(linksIn(mail).confirm));
    await unsubscribe(oneClick(linksIn(mail).unsubscribe));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * HOUR);
    const again = await signUpAndReadMail(person);
    expect(await statusOf(person.email)).toBe('pending');
    expect(await exported()).not.toContain(person.email);
    expect((await confirm(linkPost(linksIn(mail).confirm))).headers.get('location')).toMatch(
      /#(used|unknown)$/,
    );
    await confirm(linkPost(linksIn(again.mail).confirm));
    expect(await exported()).toContain(person.email);
  });

  it('loses no confirmation to an SMTP outage: it goes once the server is back, exactly once', async () => {
    const person = reader();
    env.smtp.refuse = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await signUp(person)).status).toBe(200);
    await runAfterTasks();
    logged.mockRestore();
    expect(env.smtp.received).toHaveLength(0);
    env.smtp.refuse = false;
    const retry = await runScript('outbox.ts', ['retry']);
    expect(retry.output).toContain('"sent":1');
    const again = await runScript('outbox.ts', ['retry']);
    expect(again.output).toContain('"sent":0');
    expect(env.smtp.received.filter((m) => m.to[0] === person.email)).toHaveLength(1);
    await confirm(linkPost(linksIn(env.smtp.received[0]).confirm));
    expect(await statusOf(person.email)).toBe('confirmed');
  });

  it("purges a sign-up still unconfirmed 7 days on, on the scheduler's call, and keeps confirmed ones", async () => {
    const stale = await signUpAndReadMail();
    const kept = await signUpAndReadMail();
    await confirm(linkPost(linksIn(kept.mail).confirm));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 86_400_000 + 60_000);
    const response = await cron(
      new Request('http://localhost:3000/api/cron', {
        headers: { authorization: 'Bearer a-long-enough-cron-secret' },
      }),
    );
    expect(
      ((await response.json()) as { unconfirmedPurged: number }).unconfirmedPurged,
    ).toBeGreaterThanOrEqual(1);
    expect(await statusOf(stale.person.email)).toBeUndefined();
    expect(await statusOf(kept.person.email)).toBe('confirmed');
    const late = await confirm(linkPost(linksIn(stale.mail).confirm));
    expect(late.headers.get('location')).toBe(
      'http://localhost:3000/newsletter/link-invalid#expired',
    );
  });
});
