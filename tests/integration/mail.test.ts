import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { teamMail } from '@/lib/server/mail/team-mail';
import { fileMailer, smtpMailer } from '@/lib/server/mail/transport';
import { deliver, retryDue, RETRY_DELAYS_MS, type OutboxContext } from '@/lib/server/outbox';
import { createStore, type Store } from '@/lib/server/store';
import { startSmtp, unfolded, type TestSmtp } from '../support/smtp';

const ADDRESSES = { to: 'leads@kilele.test', from: 'Website <no-reply@kilele.test>' };
const SITE_URL = 'https://kilele.example';
const VISITOR = {
  kind: 'contact' as const,
  source: {},
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
const outboxOf = (store: Store, now = () => NOW): OutboxContext => ({
  store,
  mailer: smtpMailer(smtp.url),
  addresses: ADDRESSES,
  siteUrl: SITE_URL,
  webhookTimeoutMs: 1000,
  now,
});
let leadCount = 0;
/** A stored lead and its team-mail delivery; the delivery's id. */
async function queueLead(store: Store): Promise<string> {
  const id = `lead-${++leadCount}`;
  const [delivery = ''] = await store.insertMessage(
    { ...VISITOR, id },
    [{ kind: 'team-mail', aboutId: id, payload: '{}' }],
    NOW,
  );
  return delivery;
}

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

describe("the team's mail about a lead", () => {
  it('goes to the company from the site, with the visitor as Reply-To and the site name in the subject', () => {
    const mail = teamMail({ ...VISITOR, id: 'm1' }, ADDRESSES, SITE_URL);
    expect(mail.to).toBe(ADDRESSES.to);
    expect(mail.from).toBe(ADDRESSES.from);
    expect(mail.replyTo).toEqual({ name: VISITOR.name, address: VISITOR.email });
    expect(mail.subject).toBe('[Kilele Technologies] Daraja & bank integration');
  });

  it('escapes every field in the HTML part and keeps line breaks out of the subject', () => {
    const mail = teamMail(
      { ...VISITOR, subject: 'Hi\r\nBcc: victim@example.com', id: 'm1' },
      ADDRESSES,
      SITE_URL,
    );
    expect(mail.subject).toBe('[Kilele Technologies] Hi Bcc: victim@example.com');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('W. &lt;b&gt;K.&lt;/b&gt;');
    expect(mail.html).toContain('M-Pesa &amp; bank');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(VISITOR.message);
  });

  it('ends with "How they found us": who shared the link, the campaign, the referring site or search engine, the landing and form pages', () => {
    const source = {
      ref: 'jane',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'nov',
      referrerHost: 'www.google.co.ke',
      landingPath: '/blog/3',
      formPage: '/contact',
    };
    const mail = teamMail({ ...VISITOR, source, id: 'm3' }, ADDRESSES, SITE_URL);
    expect(mail.text).toContain(
      [
        'How they found us',
        'Shared by: jane',
        'Campaign: nov (linkedin / social)',
        'Came from: Google search (www.google.co.ke)',
        'Landing page: /blog/3',
        'Form page: /contact',
      ].join('\n'),
    );
    expect(mail.html).toContain('<h3>How they found us</h3>');
    expect(mail.html).toContain('<th align="left">Shared by</th><td>jane</td>');
    const direct = teamMail({ ...VISITOR, id: 'm4' }, ADDRESSES, SITE_URL).text;
    expect(direct).toContain('Shared by: nobody named (no ref in the link)');
    expect(direct).toContain('Came from: no referring site');
  });

  it('drops bidi overrides and invisible characters from the one-line fields it shows', () => {
    const mail = teamMail(
      { ...VISITOR, subject: 'Website \u202eredesign\u200b', id: 'm5' },
      ADDRESSES,
      SITE_URL,
    );
    expect(mail.subject).toBe('[Kilele Technologies] Website redesign');
    expect(mail.text).toContain('Subject: Website redesign\n');
  });

  it('is written as an .eml file when no SMTP server is configured', async () => {
    const { location } = await fileMailer(join(dir, 'mail')).send(
      teamMail({ ...VISITOR, id: 'm2' }, ADDRESSES, SITE_URL),
    );
    expect(location.startsWith(join(dir, 'mail'))).toBe(true);
    const eml = unfolded(readFileSync(location, 'utf8'));
    expect(eml).toContain('To: leads@kilele.test');
    expect(eml).toContain('Reply-To:');
  });
});

describe('the outbox against a real SMTP server', () => {
  it('sends an accepted mail once and marks its delivery sent', async () => {
    const store = freshStore();
    const id = await queueLead(store);
    expect(await deliver(id, outboxOf(store))).toBe('sent');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([ADDRESSES.to]);
    const raw = unfolded(smtp.received[0]?.raw ?? '');
    expect(raw).toMatch(/^Reply-To: .*visitor@example\.co\.ke/m);
    expect(raw).toMatch(/^Message-ID: <lead\.lead-\d+@kilele\.example>/im);
    expect(raw).toContain('&lt;script&gt;');
    expect(await store.getDelivery(id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: NOW });
  });

  it('keeps a refused mail pending with one more attempt and the next try a minute later', async () => {
    const store = freshStore();
    const id = await queueLead(store);
    smtp.refuse = true;
    expect(await deliver(id, outboxOf(store))).toBe('retrying');
    expect(smtp.received).toHaveLength(0);
    const delivery = await store.getDelivery(id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: NOW + 60_000 });
    expect(delivery?.lastError).toMatch(/451/);
  });

  it('backs off 1 min, 5 min, 30 min, 2 h, 12 h, then marks the delivery failed', async () => {
    const store = freshStore();
    const id = await queueLead(store);
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
      const next = (await store.getDelivery(id))?.nextAttemptAt ?? 0;
      if (i < RETRY_DELAYS_MS.length) expect(next - clock).toBe(RETRY_DELAYS_MS[i]);
      clock = next;
    }
    expect(results).toEqual(['retrying', 'retrying', 'retrying', 'retrying', 'retrying', 'failed']);
    expect(await store.getDelivery(id)).toMatchObject({ status: 'failed', attempts: 6 });
  });

  it('delivers a retried mail exactly once when two retry runs race', async () => {
    const url = pathToFileURL(join(dir, `race-${++dbCount}.db`)).href;
    const [a, b] = [freshStore(url), freshStore(url)];
    const id = await queueLead(a);
    smtp.refuse = true;
    await deliver(id, outboxOf(a));
    smtp.refuse = false;
    const later = () => NOW + 61_000;
    const runs = await Promise.all([retryDue(outboxOf(a, later)), retryDue(outboxOf(b, later))]);
    expect(runs.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(smtp.received).toHaveLength(1);
    expect(await a.getDelivery(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('does not retry a mail before its next attempt is due', async () => {
    const store = freshStore();
    const id = await queueLead(store);
    smtp.refuse = true;
    await deliver(id, outboxOf(store));
    smtp.refuse = false;
    expect(await retryDue(outboxOf(store, () => NOW + 30_000))).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('cancels, rather than sends, the mail about a lead erased before it went', async () => {
    const store = freshStore();
    const id = await queueLead(store);
    await store.forget(VISITOR.email, 'k', NOW);
    await store
      .addDeliveries([{ kind: 'team-mail', aboutId: 'gone', payload: '{}' }], NOW)
      .then(async ([orphan = '']) =>
        expect(await deliver(orphan, outboxOf(store))).toBe('cancelled'),
      );
    expect(await store.getDelivery(id)).toBeNull();
    expect(smtp.received).toHaveLength(0);
  });
});
