import { describe, expect, it } from 'vitest';
import { afterTasks, runAfterTasks } from '../support/after';
import { location, stored } from '../support/form-posts';
import { handlerEnvForFile, RAISED_LIMITS } from '../support/handler-env';
import { postForm, SITE } from '../support/requests';

const env = handlerEnvForFile(RAISED_LIMITS);

const handoff = await import('@/app/api/chat/handoff/route');
const { getStore } = await import('@/lib/server/store/default');

let n = 0;
/** What the chat panel's form sends when the browser posts it: no conversation yet. */
const questionFields = (over: Record<string, string> = {}) => ({
  name: 'Wanjiru Kamau',
  email: `wanjiru-${++n}@example.co.ke`,
  question: 'Can you build a booking app for our two salons?\r\nWe use M-Pesa.',
  website: '',
  ...over,
});
const fromPage = { headers: { referer: `${SITE}/services?ref=jane` } };

describe("the chat panel's form posted before the chat's script is there", () => {
  it('stores the question as one from the chat, mails it, and sends the browser to the thank-you page', async () => {
    const fields = questionFields();
    const response = await handoff.POST(postForm('/api/chat/handoff', fields, fromPage));
    expect(response.status).toBe(303);
    expect(location(response)).toBe(`${SITE}/contact/thank-you`);
    const row = (await getStore().listMessages()).find((m) => m.email === fields.email);
    expect(row).toMatchObject({
      kind: 'handoff',
      name: 'Wanjiru Kamau',
      subject:
        'From the website chat: Can you build a booking app for our two salons? We use M-Pesa.',
      message: 'Can you build a booking app for our two salons?\nWe use M-Pesa.',
      // The page the form was on, and who shared the link, from the post's Referer.
      source: { formPage: '/services', ref: 'jane' },
    });
    await runAfterTasks();
    expect(env.smtp.received.filter((mail) => mail.raw.includes(fields.email))).toHaveLength(1);
  });

  it('puts nothing the visitor typed into the address it redirects to', async () => {
    const fields = questionFields({ name: 'Zawadi' });
    const response = await handoff.POST(postForm('/api/chat/handoff', fields));
    for (const value of ['Zawadi', fields.email, 'salons'])
      expect(location(response)).not.toContain(value);
  });

  it.each([
    ['no question', { question: '  ' }],
    ['an email address without a domain', { email: 'wanjiru@' }],
    ['a question over the chat limit', { question: 'x'.repeat(1001) }],
  ])('sends the browser to the not-sent page for %s, storing nothing', async (_, over) => {
    const before = await stored();
    const response = await handoff.POST(postForm('/api/chat/handoff', questionFields(over)));
    expect(location(response)).toBe(`${SITE}/contact/not-sent#check-details`);
    expect(await stored()).toEqual(before);
    expect(afterTasks).toHaveLength(0);
  });

  it('gives a filled honeypot the thank-you page but neither stores nor mails it', async () => {
    const before = await stored();
    const response = await handoff.POST(
      postForm('/api/chat/handoff', questionFields({ website: 'https://seo.example' })),
    );
    expect(location(response)).toBe(`${SITE}/contact/thank-you`);
    expect(await stored()).toEqual(before);
    expect(afterTasks).toHaveLength(0);
  });

  it('refuses the same post from another site with 403, storing nothing', async () => {
    const before = await stored();
    const response = await handoff.POST(
      postForm('/api/chat/handoff', questionFields(), {
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(response.status).toBe(403);
    expect(location(response)).toBeNull();
    expect(await stored()).toEqual(before);
  });
});
