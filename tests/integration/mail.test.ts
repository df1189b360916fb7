import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactMail } from '@/lib/server/mail/contact-mail';
import { fileMailer, smtpMailer } from '@/lib/server/mail/transport';
import { deliver, retryDue, RETRY_DELAYS_MS, type Outbox } from '@/lib/server/outbox';
import { createStore, type Store } from '@/lib/server/store';
import { startSmtp, unfolded, type TestSmtp } from '../support/smtp';

const ADDRESSES = { to: 'leads@kilele.test', from: 'Website <no-reply@kilele.test>' };
const VISITOR = {
  name: 'W. <b>K.</b>',
  email: 'visitor@example.co.ke',
  subject: 'Daraja & bank integration',
  message: 'We need <script>alert(1)</script> M-Pesa & bank reconciliation.',
};
const NOW = Date.UTC(2025, 5, 1, 12);

const dir = mkdtempSync(join(tmpdir(), 'mail-test-'));
let smtp: TestSmtp;
let dbCount = 0;
const stores: Store[] = [];

function freshStore(url = pathToFileURL(join(dir, `db-${++dbCount}.db`)).href): Store {
  const store = createStore(url);
  stores.push(store);
  return store;
}
const outboxOf = (store: Store, now = () => NOW): Outbox => ({
  store,
  mailer: smtpMailer(smtp.url),
  addresses: ADDRESSES,
  now,
});

beforeAll(async () => {
  smtp = await startSmtp();
});
afterEach(() => {
  smtp.received.length = 0;
  smtp.refuse = false;
});
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await smtp.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the contact mail', () => {
  it('goes to the company from the site, with the visitor as Reply-To and the site name in the subject', () => {
    const mail = contactMail({ ...VISITOR, id: 'm1' }, ADDRESSES);
    expect(mail.to).toBe(ADDRESSES.to);
    expect(mail.from).toBe(ADDRESSES.from);
    expect(mail.replyTo).toEqual({ name: VISITOR.name, address: VISITOR.email });
    expect(mail.subject).toBe('[Kilele Technologies] Daraja & bank integration');
  });

  it('escapes every field in the HTML part and keeps line breaks out of the subject', () => {
    const mail = contactMail(
      { ...VISITOR, subject: 'Hi\r\nBcc: victim@example.com', id: 'm1' },
      ADDRESSES,
    );
    expect(mail.subject).toBe('[Kilele Technologies] Hi Bcc: victim@example.com');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('W. &lt;b&gt;K.&lt;/b&gt;');
    expect(mail.html).toContain('M-Pesa &amp; bank');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(VISITOR.message);
  });

  it('is written as an .eml file when no SMTP server is configured', async () => {
    const { location } = await fileMailer(join(dir, 'mail')).send(
      contactMail({ ...VISITOR, id: 'm2' }, ADDRESSES),
    );
    expect(location.startsWith(join(dir, 'mail'))).toBe(true);
    const eml = unfolded(readFileSync(location, 'utf8'));
    expect(eml).toContain('To: leads@kilele.test');
    expect(eml).toContain('Reply-To:');
  });
});

describe('the outbox against a real SMTP server', () => {
  it('sends an accepted message once and marks it sent', async () => {
    const store = freshStore();
    const id = await store.insertMessage(VISITOR, NOW);
    expect(await deliver(id, outboxOf(store))).toBe('sent');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([ADDRESSES.to]);
    const raw = unfolded(smtp.received[0]?.raw ?? '');
    expect(raw).toMatch(/^Reply-To: .*visitor@example\.co\.ke/m);
    expect(raw).toContain('&lt;script&gt;');
    expect(await store.getMessage(id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: NOW });
  });

  it('keeps a refused message pending with one more attempt and the next try a minute later', async () => {
    const store = freshStore();
    const id = await store.insertMessage(VISITOR, NOW);
    smtp.refuse = true;
    expect(await deliver(id, outboxOf(store))).toBe('retrying');
    expect(smtp.received).toHaveLength(0);
    const message = await store.getMessage(id);
    expect(message).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: NOW + 60_000 });
    expect(message?.lastError).toMatch(/451/);
  });

  it('backs off 1 min, 5 min, 30 min, 2 h, 12 h, then marks the message failed', async () => {
    const store = freshStore();
    const id = await store.insertMessage(VISITOR, NOW);
    smtp.refuse = true;
    let clock = NOW;
    const results: string[] = [];
    for (let i = 0; i <= RETRY_DELAYS_MS.length; i++) {
      results.push(
        await deliver(
          id,
          outboxOf(store, () => clock),
        ),
      );
      const next = (await store.getMessage(id))?.nextAttemptAt ?? 0;
      if (i < RETRY_DELAYS_MS.length) expect(next - clock).toBe(RETRY_DELAYS_MS[i]);
      clock = next;
    }
    expect(results).toEqual(['retrying', 'retrying', 'retrying', 'retrying', 'retrying', 'failed']);
    expect(await store.getMessage(id)).toMatchObject({ status: 'failed', attempts: 6 });
  });

  it('delivers a retried message exactly once when two retry runs race', async () => {
    const url = pathToFileURL(join(dir, `race-${++dbCount}.db`)).href;
    const [a, b] = [freshStore(url), freshStore(url)];
    const id = await a.insertMessage(VISITOR, NOW);
    smtp.refuse = true;
    await deliver(id, outboxOf(a));
    smtp.refuse = false;
    const later = () => NOW + 61_000;
    const runs = await Promise.all([retryDue(outboxOf(a, later)), retryDue(outboxOf(b, later))]);
    expect(runs.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(smtp.received).toHaveLength(1);
    expect(await a.getMessage(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('does not retry a message before its next attempt is due', async () => {
    const store = freshStore();
    const id = await store.insertMessage(VISITOR, NOW);
    smtp.refuse = true;
    await deliver(id, outboxOf(store));
    smtp.refuse = false;
    expect(await retryDue(outboxOf(store, () => NOW + 30_000))).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(0);
  });
});
