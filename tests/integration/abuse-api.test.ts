import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterTasks, runAfterTasks } from '../support/after';
import { CONTACT_TO, handlerEnvForFile } from '../support/handler-env';
import { newClientIp, postJson } from '../support/requests';
import { headerLines, mailPart } from '../support/smtp';

const env = handlerEnvForFile(); // the default rate limits
afterEach(() => {
  vi.useRealTimers();
});

const contact = await import('@/app/api/contact/route');
const subscribe = await import('@/app/subscribe/route');
const logClick = await import('@/app/api/log-click/route');
const chat = await import('@/app/api/chat/route');
const { getStore } = await import('@/lib/server/store/default');

let n = 0;
const lead = (over: object = {}) => ({
  name: 'A. O.',
  email: 'ao@example.co.ke',
  subject: 'Offline-first field app',
  message: 'We need an app that syncs when the network comes back.',
  startedAt: Date.now() - 60_000,
  ...over,
});
const bodies = {
  contact: () => lead({ email: `lead-${++n}@example.co.ke` }),
  subscribe: () => ({ name: 'W. N.', email: `reader-${++n}@example.co.ke` }),
  clicks: () => ({
    tag: 'a',
    className: 'nav-link',
    id: 'faq',
    timestamp: new Date().toISOString(),
  }),
};
const endpoints = [
  {
    name: 'POST /api/contact',
    limit: 5,
    path: '/api/contact',
    send: contact.POST,
    body: bodies.contact,
  },
  {
    name: 'POST /subscribe',
    limit: 5,
    path: '/subscribe',
    send: subscribe.POST,
    body: bodies.subscribe,
  },
  {
    name: 'POST /api/chat',
    limit: 10,
    path: '/api/chat',
    send: chat.POST,
    body: () => ({ message: 'Do you build M-Pesa integrations?' }),
  },
  {
    name: 'POST /api/log-click',
    limit: 120,
    path: '/api/log-click',
    send: logClick.POST,
    body: bodies.clicks,
  },
];

describe.each(endpoints)('a burst over the rate limit of $name', ({ limit, path, send, body }) => {
  it(`lets exactly ${limit} requests a minute through from one client and answers the rest 429 with Retry-After`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2030, 0, 7, 9, 30, 1)); // one second into a minute
    const ip = newClientIp();
    const burst = await Promise.all(
      Array.from({ length: limit + 10 }, () => send(postJson(path, body(), { ip }))),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s < 300)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    for (const limited of burst.filter((r) => r.status === 429)) {
      expect(limited.headers.get('retry-after')).toBe('59');
      const message = 'Too many requests. Please wait a minute and try again.';
      expect(await limited.json()).toEqual(
        path === '/api/chat' ? { message, error: message } : { message },
      );
    }
    expect((await send(postJson(path, body()))).status).toBeLessThan(300); // another client
    vi.setSystemTime(Date.UTC(2030, 0, 7, 9, 31, 0)); // the next minute
    expect((await send(postJson(path, body(), { ip }))).status).toBeLessThan(300);
  });
});

const RAW_ADDRESS_HEADERS = /^(to|cc|bcc|from|reply-to|sender|resent-[a-z]+):/i;

/** Sends a contact message, lets its mail go out, and returns what the SMTP server received. */
async function mailFor(payload: object) {
  const response = await contact.POST(postJson('/api/contact', payload));
  expect(response.status).toBe(202);
  await runAfterTasks();
  expect(env.smtp.received).toHaveLength(1);
  const mail = env.smtp.received[0]!;
  const addressHeaders = headerLines(mail.raw).filter((line) => RAW_ADDRESS_HEADERS.test(line));
  return { mail, addressHeaders };
}

describe('the contact endpoint cannot mail anyone but CONTACT_TO', () => {
  it('ignores to, cc, bcc, from and header fields in the payload', async () => {
    const { mail, addressHeaders } = await mailFor(
      lead({
        to: 'victim@example.com',
        cc: ['victim@example.com'],
        bcc: 'victim@example.com',
        from: 'ceo@kilele.example',
        replyTo: 'victim@example.com',
        recipients: ['victim@example.com'],
        headers: { Bcc: 'victim@example.com' },
      }),
    );
    expect(mail.to).toEqual([CONTACT_TO]);
    expect(addressHeaders.map((line) => line.split(':')[0]?.toLowerCase()).sort()).toEqual([
      'from',
      'reply-to',
      'to',
    ]);
    expect(addressHeaders).toContain(`To: ${CONTACT_TO}`);
    expect(mail.raw).not.toContain('victim@example.com');
  });

  it.each([
    ['the email', { email: 'ao@example.co.ke\r\nBcc: victim@example.com' }],
    ['the email, with a bare LF', { email: 'ao@example.co.ke\nBcc: victim@example.com' }],
    ['the name', { name: 'A. O.\r\nBcc: victim@example.com' }],
    ['the subject', { subject: 'Hello\r\nBcc: victim@example.com' }],
    ['the subject, with a bare CR', { subject: 'Hello\rBcc: victim@example.com' }],
  ])(
    'refuses a header injected through %s with a 400, storing and mailing nothing',
    async (_, over) => {
      const before = (await getStore().listMessages()).length;
      expect((await contact.POST(postJson('/api/contact', lead(over)))).status).toBe(400);
      expect(afterTasks).toHaveLength(0);
      expect(await getStore().listMessages()).toHaveLength(before);
    },
  );

  it.each([
    ['percent-encoded CRLF', { subject: 'Hello%0D%0ABcc: victim@example.com' }],
    ['an RFC 2047 encoded CRLF', { subject: '=?utf-8?Q?Hello=0D=0ABcc:_victim@example.com?=' }],
    ['Unicode line separators', { subject: 'Hello\u2028Bcc: victim@example.com\u2029' }],
    ['an address in the name', { name: 'Boss <victim@example.com>, victim@example.com' }],
  ])('keeps %s as text inside its own header', async (_, over) => {
    const { mail, addressHeaders } = await mailFor(lead(over));
    expect(mail.to).toEqual([CONTACT_TO]);
    expect(addressHeaders.filter((line) => /^(cc|bcc):/i.test(line))).toEqual([]);
    expect(addressHeaders).toContain(`To: ${CONTACT_TO}`);
    const replyTo = addressHeaders.find((line) => /^reply-to:/i.test(line)) ?? '';
    expect(replyTo).toMatch(/<ao@example\.co\.ke>$/);
  });
});

describe('the HTML mail', () => {
  it('escapes every field the visitor wrote', async () => {
    const { mail } = await mailFor(
      lead({
        name: `<script>alert("name")</script> O'Brien & Sons`,
        email: "o'brien+sons@example.co.ke",
        subject: `<img src=x onerror=alert('subject')> "Quote" & more`,
        message: `<script>alert('message')</script>\n"double" 'single' & <b>bold</b>`,
      }),
    );
    const html = mailPart(mail.raw, 'text/html') ?? '';
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; O&#39;Brien &amp; Sons',
    );
    expect(html).toContain('o&#39;brien+sons@example.co.ke');
    expect(html).toContain(
      '&lt;img src=x onerror=alert(&#39;subject&#39;)&gt; &quot;Quote&quot; &amp; more',
    );
    expect(html).toContain('&quot;double&quot; &#39;single&#39; &amp; &lt;b&gt;bold&lt;/b&gt;');
    // With the template's own tags taken out, no markup character of the visitor's is left.
    const template = /<\/?(table|tr|th|td|p|small|h3|strong)( [a-z]+="[^"<>]*")*>/g;
    expect(html.replace(template, '')).not.toMatch(/[<>"']/);
  });
});
