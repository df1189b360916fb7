import { describe, expect, it, vi } from 'vitest';
import { afterTasks } from '../support/after';
import { CONTACT_TO, handlerEnvForFile } from '../support/handler-env';
import { newClientIp, postJson, SITE, streamedRequest } from '../support/requests';

const env = handlerEnvForFile({ ALLOWED_ORIGINS: 'https://www.kilele.example' });

const contact = await import('@/app/api/contact/route');
const subscribe = await import('@/app/subscribe/route');
const logClick = await import('@/app/api/log-click/route');
const health = await import('@/app/api/health/route');
const cron = await import('@/app/api/cron/route');
const { getStore } = await import('@/lib/server/store/default');
const { deliveryStatus } = await import('../support/outbox');

const MESSAGE = {
  name: 'A. O.',
  email: 'ao@example.co.ke',
  subject: 'Offline-first field app',
  message: 'We need an app that syncs when the network comes back.',
  website: '',
  startedAt: Date.now() - 60_000,
};
const click = (over: object = {}) => ({
  tag: 'BUTTON',
  className: 'btn btn-primary',
  id: 'cta',
  timestamp: new Date().toISOString(),
  ...over,
});

describe('POST /api/contact', () => {
  it('stores the message, answers 202 with its id, then mails it after the response', async () => {
    const response = await contact.POST(postJson('/api/contact', MESSAGE));
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    expect(await getStore().getMessage(id)).toMatchObject({
      kind: 'contact',
      email: MESSAGE.email,
    });
    expect(await deliveryStatus(id)).toBe('pending');
    expect(env.smtp.received).toHaveLength(0);

    await Promise.all(afterTasks.map((task) => task()));
    expect(env.smtp.received).toHaveLength(1);
    expect(env.smtp.received[0]?.to).toEqual([CONTACT_TO]);
    expect(await deliveryStatus(id)).toBe('sent');
  });

  it.each([
    ['a filled honeypot', () => ({ website: 'http://spam.example' })],
    ['a form sent within 3 seconds', () => ({ startedAt: Date.now() - 1000 })],
  ])('accepts %s with 202 but neither stores nor mails it', async (_, spam) => {
    const before = (await getStore().listMessages()).length;
    const response = await contact.POST(postJson('/api/contact', { ...MESSAGE, ...spam() }));
    expect(response.status).toBe(202);
    expect((await response.json()) as object).toHaveProperty('id');
    expect(await getStore().listMessages()).toHaveLength(before);
    expect(afterTasks).toHaveLength(0);
  });

  it('answers 400 with field errors when a field fails its schema', async () => {
    const response = await contact.POST(
      postJson('/api/contact', {
        ...MESSAGE,
        email: 'not-an-email',
        subject: 'Line one\nBcc: x@y.z',
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.email).toEqual(['Please enter a valid email address.']);
    expect(body.errors.subject).toEqual(['The subject must be on one line.']);
    expect(body.message).toBe('Please enter a valid email address.');
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await contact.POST(postJson('/api/contact', null, { raw: '{"name": "A.' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 413 for a body over 64 KB, also when it is streamed without a length', async () => {
    const big = { ...MESSAGE, message: 'x'.repeat(65 * 1024) };
    expect((await contact.POST(postJson('/api/contact', big))).status).toBe(413);
    expect((await contact.POST(streamedRequest('/api/contact', 64 * 1024 * 1024))).status).toBe(
      413,
    );
  });

  it('answers 400 to a body its client stopped sending, stores nothing and logs no fault', async () => {
    const errors = vi.spyOn(console, 'error');
    const cutOff = (path: string) =>
      streamedRequest(path, 8 * 1024, 'application/json', { cutOff: true });
    const stored = async () => [
      (await getStore().listMessages()).length,
      await getStore().countClicks(),
    ];
    const before = await stored();
    const response = await contact.POST(cutOff('/api/contact'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request ended before its body did.' });
    expect((await logClick.POST(cutOff('/api/log-click'))).status).toBe(400);
    expect(await stored()).toEqual(before);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('answers 429 with Retry-After once a client passes 5 messages a minute', async () => {
    const ip = newClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await contact.POST(postJson('/api/contact', MESSAGE, { ip }))).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await contact.POST(postJson('/api/contact', MESSAGE, { ip }));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many requests/);
    expect((await contact.POST(postJson('/api/contact', MESSAGE))).status).toBe(202);
  });
});

describe('the shared guard', () => {
  it.each([
    ['a cross-site Origin', { origin: 'https://evil.example' }],
    ['the opaque null Origin', { origin: 'null' }],
    ['a cross-site fetch without Origin', { origin: '', 'sec-fetch-site': 'cross-site' }],
  ])('answers 403 to %s', async (_, headers) => {
    const response = await subscribe.POST(
      postJson('/subscribe', { name: 'A', email: 'a@example.com' }, { headers }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
  });

  it.each([
    ['SITE_URL', { origin: 'https://kilele.example', host: 'kilele.example' }],
    ['ALLOWED_ORIGINS', { origin: 'https://www.kilele.example', host: 'api.kilele.example' }],
    [
      'the host it is deployed on',
      { origin: 'https://preview-42.vercel.app', host: 'preview-42.vercel.app' },
    ],
  ])('accepts an Origin from %s', async (_, headers) => {
    const response = await subscribe.POST(
      postJson('/subscribe', { name: 'A', email: 'a@example.com' }, { headers }),
    );
    expect(response.status).toBe(200);
  });

  it('accepts a client that sends neither Origin nor Sec-Fetch-Site (curl, servers)', async () => {
    const request = postJson(
      '/subscribe',
      { name: 'A', email: 'a@example.com' },
      { headers: { origin: '' } },
    );
    expect((await subscribe.POST(request)).status).toBe(200);
  });

  it('answers 415 to anything but application/json or, where a page posts one, a form', async () => {
    const request = postJson('/subscribe', null, {
      raw: 'name=A&email=a@example.com',
      headers: { 'content-type': 'text/plain' },
    });
    expect((await subscribe.POST(request)).status).toBe(415);
  });

  it('answers 413 to a sign-up over 4 KB', async () => {
    const response = await subscribe.POST(
      postJson('/subscribe', { name: 'x'.repeat(5000), email: 'a@b.co' }),
    );
    expect(response.status).toBe(413);
  });
});

describe('cross-origin calls from an allowed origin (CORS)', () => {
  it('answers the preflight and the call with Access-Control-Allow-Origin for that origin only', async () => {
    const allowed = 'https://www.kilele.example';
    const preflight = await subscribe.OPTIONS(
      new Request(`${SITE}/subscribe`, { method: 'OPTIONS', headers: { origin: allowed } }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
    const call = await subscribe.POST(
      postJson(
        '/subscribe',
        { name: 'A', email: 'a@example.com' },
        { headers: { origin: allowed } },
      ),
    );
    expect(call.headers.get('access-control-allow-origin')).toBe(allowed);
    const foreign = await subscribe.OPTIONS(
      new Request(`${SITE}/subscribe`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('POST /subscribe', () => {
  it('answers the same 200 for a new and an existing address and keeps one lower-case row', async () => {
    for (const email of ['Wanjiru@Example.com', 'wanjiru@example.com']) {
      const response = await subscribe.POST(postJson('/subscribe', { name: 'W. N.', email }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: 'Thank you for subscribing!' });
    }
    const rows = (await getStore().listSubscribers()).filter((s) => s.email.startsWith('wanjiru'));
    expect(rows.map((s) => s.email)).toEqual(['wanjiru@example.com']);
  });

  it('answers 400 with a message people can read when the email is invalid', async () => {
    const response = await subscribe.POST(postJson('/subscribe', { name: 'W', email: 'nope' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Please enter a valid email address.',
    );
  });
});

describe('a payload of the wrong shape', () => {
  it('is answered 400 in plain words: which field is missing or of the wrong type', async () => {
    const answer = async (body: unknown) => {
      const response = await contact.POST(postJson('/api/contact', body));
      expect(response.status).toBe(400);
      return response.json();
    };
    expect(await answer({ ...MESSAGE, name: undefined, subject: 42 })).toEqual({
      message: 'The field "name" is missing.',
      errors: {
        name: ['The field "name" is missing.'],
        subject: ['The field "subject" must be text.'],
      },
    });
    expect(await answer([MESSAGE])).toMatchObject({
      message: 'The request body must be a JSON object.',
    });
  });
});

describe('POST /api/log-click', () => {
  it('stores the click with the page path from the Referer and answers 204', async () => {
    const before = await getStore().countClicks();
    const response = await logClick.POST(
      postJson('/api/log-click', click(), { headers: { referer: `${SITE}/services?x=1` } }),
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await getStore().countClicks()).toBe(before + 1);
  });

  it('counts a click from a phone whose clock is days out, as arriving now', async () => {
    const before = await getStore().countClicks();
    for (const days of [-3, 400]) {
      const timestamp = new Date(Date.now() + days * 86_400_000).toISOString();
      const response = await logClick.POST(postJson('/api/log-click', click({ timestamp })));
      expect(response.status).toBe(204);
    }
    expect(await getStore().countClicks()).toBe(before + 2);
  });

  it.each([
    ['a timestamp that is not ISO', click({ timestamp: 'yesterday' })],
    ['className as an object (an SVG element)', click({ className: { baseVal: 'icon' } })],
    ['a path that is not on this site', click({ path: '//evil.example/x' })],
  ])('answers 400 to %s', async (_, body) => {
    expect((await logClick.POST(postJson('/api/log-click', body))).status).toBe(400);
  });
});

describe('operational routes', () => {
  it('GET /api/health answers 200 {ok: true}', async () => {
    const response = await health.GET(new Request(`${SITE}/api/health`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('the scheduler route refuses a call without the secret and runs housekeeping with it', async () => {
    expect((await cron.GET(new Request(`${SITE}/api/cron`))).status).toBe(401);
    const response = await cron.GET(
      new Request(`${SITE}/api/cron`, {
        headers: { authorization: 'Bearer a-long-enough-cron-secret' },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      deliveries: { sent: expect.any(Number) },
      clicksPurged: 0,
      unconfirmedPurged: 0,
      teamSessionsPurged: 0,
    });
  });
});
