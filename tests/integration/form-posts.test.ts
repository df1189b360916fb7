import { describe, expect, it } from 'vitest';
import { afterTasks } from '../support/after';
import { contactFields, location, reader, stored } from '../support/form-posts';
import { handlerEnvForFile, RAISED_LIMITS } from '../support/handler-env';
import { postForm, SITE } from '../support/requests';

handlerEnvForFile({ ...RAISED_LIMITS, ALLOWED_ORIGINS: 'https://www.kilele.example' });

const contact = await import('@/app/api/contact/route');
const subscribe = await import('@/app/subscribe/route');
const chat = await import('@/app/api/chat/route');
const logClick = await import('@/app/api/log-click/route');
const { getStore } = await import('@/lib/server/store/default');

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
