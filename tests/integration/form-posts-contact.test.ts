import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { afterTasks, runAfterTasks } from '../support/after';
import { contactFields, location, stored } from '../support/form-posts';
import { handlerEnvForFile, RAISED_LIMITS } from '../support/handler-env';
import { postForm, SITE, streamedRequest } from '../support/requests';

const FORM_TYPE = 'application/x-www-form-urlencoded';

const env = handlerEnvForFile({ ...RAISED_LIMITS, ALLOWED_ORIGINS: 'https://www.kilele.example' });

const contact = await import('@/app/api/contact/route');
const { getStore } = await import('@/lib/server/store/default');
const { deliveryStatus } = await import('../support/outbox');

describe('the contact form posted without JavaScript', () => {
  it('stores the message, sends the browser on to the thank-you page, and mails it after the response', async () => {
    const fields = contactFields();
    const response = await contact.POST(postForm('/api/contact', fields));
    expect(response.status).toBe(303);
    expect(location(response)).toBe(`${SITE}/contact/thank-you`);
    const row = (await getStore().listMessages()).find((m) => m.email === fields.email);
    // The browser's CRLF line break is stored as the JSON path would store it.
    expect(row).toMatchObject({
      name: 'Akinyi Otieno',
      subject: 'Point of sale for three shops',
      message: 'We sell hardware in Kisumu.\nStock should sync — even offline.',
    });
    expect(await deliveryStatus(row!.id)).toBe('pending');
    await runAfterTasks();
    expect(env.smtp.received).toHaveLength(1);
    expect(await deliveryStatus(row!.id)).toBe('sent');
  });

  it('puts nothing the visitor typed into the address it redirects to', async () => {
    const fields = contactFields({ name: 'Zawadi', subject: 'Payroll' });
    const response = await contact.POST(postForm('/api/contact', fields));
    for (const value of ['Zawadi', fields.email, 'Payroll', 'Kisumu'])
      expect(location(response)).not.toContain(value);
  });

  it('sends a form posted from another allowed origin back to that origin', async () => {
    const response = await contact.POST(
      postForm('/api/contact', contactFields(), {
        headers: { origin: 'https://www.kilele.example', 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(location(response)).toBe('https://www.kilele.example/contact/thank-you');
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['an email address without a domain', { email: 'akinyi@' }],
    ['a message over 20,000 characters', { message: 'x'.repeat(20_001) }],
  ])('sends the browser to the not-sent page for %s, storing nothing', async (_, over) => {
    const before = await stored();
    const response = await contact.POST(postForm('/api/contact', contactFields(over)));
    expect(response.status).toBe(303);
    expect(location(response)).toBe(`${SITE}/contact/not-sent#check-details`);
    expect(await stored()).toEqual(before);
    expect(afterTasks).toHaveLength(0);
  });

  /** A valid post whose name is spelled as `name` (already encoded); a lenient parser stores it. */
  const withRawName = (name: string | number[]) => {
    const rest = new URLSearchParams(contactFields({ name: 'x' })).toString().replace('name=x', '');
    const head = Buffer.from('name=');
    const spelled = typeof name === 'string' ? Buffer.from(name) : Buffer.from(name);
    return new Uint8Array(Buffer.concat([head, spelled, Buffer.from(rest)]));
  };

  it.each([
    ['a malformed percent escape', 'Akinyi%zz'],
    ['percent-escaped bytes that are not UTF-8', 'Akinyi%FF'],
    ['an escaped surrogate', 'Akinyi%ED%A0%80'],
    ['a raw byte outside ASCII', [0x41, 0xc3, 0xa9]],
    ['a control character', 'Aki%01nyi'],
    ['the same field twice', 'Akinyi&name=Otieno'],
  ])('refuses %s as a failed post, storing nothing', async (_, name) => {
    expect(
      location(await contact.POST(postForm('/api/contact', {}, { raw: withRawName('Akinyi') }))),
    ).toBe(`${SITE}/contact/thank-you`);
    const before = await stored();
    const response = await contact.POST(postForm('/api/contact', {}, { raw: withRawName(name) }));
    expect(location(response)).toBe(`${SITE}/contact/not-sent#check-details`);
    expect(await stored()).toEqual(before);
  });

  it('gives a filled honeypot the thank-you page but neither stores nor mails it', async () => {
    const before = await stored();
    const response = await contact.POST(
      postForm('/api/contact', contactFields({ website: 'https://seo.example' })),
    );
    expect(location(response)).toBe(`${SITE}/contact/thank-you`);
    expect(await stored()).toEqual(before);
    expect(afterTasks).toHaveLength(0);
  });

  it('refuses a body over the size cap, also streamed without a length', async () => {
    const before = await stored();
    const huge = contactFields({ message: 'é'.repeat(80_000) });
    expect(location(await contact.POST(postForm('/api/contact', huge)))).toBe(
      `${SITE}/contact/not-sent#too-long`,
    );
    const streamed = streamedRequest('/api/contact', 64 * 1024 * 1024, FORM_TYPE);
    expect(location(await contact.POST(streamed))).toBe(`${SITE}/contact/not-sent#too-long`);
    // The longest message the server accepts still fits, even in a script that needs escaping.
    const longest = contactFields({ message: 'é'.repeat(20_000) });
    expect(location(await contact.POST(postForm('/api/contact', longest)))).toBe(
      `${SITE}/contact/thank-you`,
    );
    expect((await stored()).messages).toBe(before.messages + 1);
  });
});

describe('when storage is down', () => {
  it('mails the message directly while the mail server works, sends the browser to the not-sent page when it does not either, and works again once storage is back', async () => {
    const blocker = join(env.dataDir, 'volume');
    writeFileSync(blocker, 'a file where the data folder should be');
    const original = process.env.DATA_DIR;
    const useDataDir = async (dir: string) => {
      process.env.DATA_DIR = dir;
      (await import('@/lib/server/env')).resetEnv();
    };
    await useDataDir(join(blocker, 'data'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mailed = await contact.POST(postForm('/api/contact', contactFields()));
    expect(location(mailed)).toBe(`${SITE}/contact/thank-you`);
    expect(env.smtp.received.at(-1)?.raw).toContain('Not stored: the database was down');
    await env.smtp.halt();
    const refused = await contact.POST(postForm('/api/contact', contactFields()));
    expect(location(refused)).toBe(`${SITE}/contact/not-sent#unavailable`);
    await env.smtp.resume();
    logged.mockRestore();
    rmSync(blocker);
    await useDataDir(original!);
    expect(location(await contact.POST(postForm('/api/contact', contactFields())))).toBe(
      `${SITE}/contact/thank-you`,
    );
  });
});
