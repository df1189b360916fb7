import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterTasks, runAfterTasks } from '../support/after';
import { handlerEnv, RAISED_LIMITS, type HandlerEnv } from '../support/handler-env';
import { postForm, SITE, streamedRequest } from '../support/requests';

const FORM_TYPE = 'application/x-www-form-urlencoded';

let env: HandlerEnv;
beforeAll(async () => {
  env = await handlerEnv({ ...RAISED_LIMITS, ALLOWED_ORIGINS: 'https://www.kilele.example' });
});
afterEach(() => {
  afterTasks.length = 0;
  env.smtp.received.length = 0;
});
afterAll(() => env.close());

const contact = await import('@/app/api/contact/route');
const subscribe = await import('@/app/subscribe/route');
const chat = await import('@/app/api/chat/route');
const logClick = await import('@/app/api/log-click/route');
const { getStore } = await import('@/lib/store/default');

let n = 0;
/** The fields the contact page's form sends, as a browser fills them in. */
const contactFields = (over: Record<string, string> = {}) => ({
  name: 'Akinyi Otieno',
  email: `akinyi-${++n}@example.co.ke`,
  subject: 'Point of sale for three shops',
  message: 'We sell hardware in Kisumu.\r\nStock should sync — even offline.',
  website: '',
  ...over,
});
const reader = () => ({ name: 'Baraka', email: `baraka-${++n}@example.co.ke` });

async function stored() {
  const store = getStore();
  return {
    messages: (await store.listMessages()).length,
    subscribers: (await store.listSubscribers()).length,
  };
}

const location = (response: Response) => response.headers.get('location');

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
      status: 'pending',
    });
    await runAfterTasks();
    expect(env.smtp.received).toHaveLength(1);
    expect((await getStore().getMessage(row!.id))?.status).toBe('sent');
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
    ['a message over 5,000 characters', { message: 'x'.repeat(5001) }],
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
    const huge = contactFields({ message: 'é'.repeat(20_000) });
    expect(location(await contact.POST(postForm('/api/contact', huge)))).toBe(
      `${SITE}/contact/not-sent#too-long`,
    );
    const streamed = streamedRequest('/api/contact', 64 * 1024 * 1024, FORM_TYPE);
    expect(location(await contact.POST(streamed))).toBe(`${SITE}/contact/not-sent#too-long`);
    // The longest message the form allows still fits, even in a script that needs escaping.
    const longest = contactFields({ message: 'é'.repeat(5000) });
    expect(location(await contact.POST(postForm('/api/contact', longest)))).toBe(
      `${SITE}/contact/thank-you`,
    );
    expect((await stored()).messages).toBe(before.messages + 1);
  });
});

describe('a form post from another site', () => {
  it.each([
    ['a cross-site Origin', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['the opaque null Origin of a sandboxed frame', { origin: 'null' }],
    ['no Origin but a cross-site fetch', { origin: '', 'sec-fetch-site': 'cross-site' }],
  ])('is refused with 403 and stores nothing: %s', async (_, headers) => {
    const before = await stored();
    for (const [send, path, fields] of [
      [contact.POST, '/api/contact', contactFields()],
      [subscribe.POST, '/subscribe', reader()],
    ] as const) {
      const response = await send(postForm(path, fields, { headers }));
      expect(response.status).toBe(403);
      expect(location(response)).toBeNull();
      expect(await response.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    }
    expect(await stored()).toEqual(before);
    expect(afterTasks).toHaveLength(0);
  });
});

describe('the newsletter form posted without JavaScript', () => {
  it('adds the subscriber and sends the browser to the thank-you page', async () => {
    const fields = reader();
    const response = await subscribe.POST(postForm('/subscribe', fields));
    expect(response.status).toBe(303);
    expect(location(response)).toBe(`${SITE}/newsletter/thank-you`);
    expect((await getStore().listSubscribers()).map((s) => s.email)).toContain(fields.email);
  });

  it.each([
    ['an empty name', { name: '' }],
    ['an invalid email address', { email: 'baraka.example.co.ke' }],
  ])('sends the browser to the failure page for %s', async (_, over) => {
    const before = await stored();
    const response = await subscribe.POST(postForm('/subscribe', { ...reader(), ...over }));
    expect(location(response)).toBe(`${SITE}/newsletter/not-subscribed#check-details`);
    expect(await stored()).toEqual(before);
  });
});

describe('endpoints that take no form', () => {
  it('answer a form post with 415, as before', async () => {
    expect((await chat.POST(postForm('/api/chat', { message: 'hello' }))).status).toBe(415);
    const click = { tag: 'a', className: '', id: '', timestamp: new Date().toISOString() };
    expect((await logClick.POST(postForm('/api/log-click', click))).status).toBe(415);
  });

  it('the form endpoints answer multipart bodies with 415: the site never sends them', async () => {
    const response = await subscribe.POST(
      postForm(
        '/subscribe',
        {},
        {
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          raw: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--\r\n',
        },
      ),
    );
    expect(response.status).toBe(415);
  });
});

describe('when storage is down', () => {
  it('sends the browser to the not-sent page that says so, and the form works again once it is back', async () => {
    const blocker = join(env.dataDir, 'volume');
    writeFileSync(blocker, 'a file where the data folder should be');
    const original = process.env.DATA_DIR;
    const useDataDir = async (dir: string) => {
      process.env.DATA_DIR = dir;
      (await import('@/lib/env')).resetEnv();
    };
    await useDataDir(join(blocker, 'data'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await contact.POST(postForm('/api/contact', contactFields()));
    expect(location(response)).toBe(`${SITE}/contact/not-sent#unavailable`);
    logged.mockRestore();
    rmSync(blocker);
    await useDataDir(original!);
    expect(location(await contact.POST(postForm('/api/contact', contactFields())))).toBe(
      `${SITE}/contact/thank-you`,
    );
  });
});
