import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAfterTasks } from '../support/after';
import { handlerEnvForFile, RAISED_LIMITS } from '../support/handler-env';
import { linkPost, linksIn, oneClick } from '../support/newsletter';
import { postJson } from '../support/requests';

const env = handlerEnvForFile(RAISED_LIMITS);
const subscribeRoute = await import('@/app/subscribe/route');
const confirmRoute = await import('@/app/api/newsletter/confirm/route');
const unsubscribeRoute = await import('@/app/api/newsletter/unsubscribe/route');
const { getStore } = await import('@/lib/server/store/default');
const { REFUSAL } = await import('@/lib/server/methods');

const SITE_LINK = 'https://kilele.example';
const where = (response: Response) =>
  response.headers.get('location')?.replace(/^https?:\/\/[^/]+/, '');

let n = 0;
/** A pending subscriber and the links of its confirmation mail. */
async function pending() {
  const email = `odhiambo-${++n}@example.co.ke`;
  await subscribeRoute.POST(postJson('/subscribe', { name: 'O. O.', email }));
  await runAfterTasks();
  return { email, ...linksIn(env.smtp.received.at(-1)) };
}

/** Everything the store holds about the list, to show that a refused request changed nothing. */
async function snapshot() {
  const store = getStore();
  return JSON.stringify({
    subscribers: await store.listSubscribers(),
    deliveries: (await store.listDeliveries()).map((d) => [d.id, d.kind, d.status]),
  });
}

const withToken = (path: string, token: string) => `${SITE_LINK}${path}?token=${token}`;
const MALFORMED = [
  ['no token at all', `${SITE_LINK}/newsletter/confirm`],
  ['an empty token', withToken('/newsletter/confirm', '')],
  ['a short token', withToken('/newsletter/confirm', 'abc')],
  ['a token one character too long', withToken('/newsletter/confirm', 'A'.repeat(44))],
  ['characters outside base64url', withToken('/newsletter/confirm', `${'A'.repeat(42)}%2B`)],
  [
    'quotes and markup',
    withToken('/newsletter/confirm', encodeURIComponent('"><script>x</script>')),
  ],
  ['a 10,000-character token', withToken('/newsletter/confirm', 'A'.repeat(10_000))],
  ['a forged token of the right shape', withToken('/newsletter/confirm', 'Q'.repeat(43))],
] as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('newsletter links that must change nothing', () => {
  it.each(MALFORMED)('sends %s on to the page that says the link is unknown', async (_, link) => {
    await pending();
    const before = await snapshot();
    const response = await confirmRoute.POST(linkPost(link));
    expect(response.status).toBe(303);
    expect(where(response)).toBe('/newsletter/link-invalid#unknown');
    const leave = await unsubscribeRoute.POST(oneClick(link.replace('/confirm', '/unsubscribe')));
    expect(leave.status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('says "expired" for a confirm link older than 7 days, and leaves the sign-up pending', async () => {
    const { email, confirm } = await pending();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 86_400_000 + 1000);
    const before = await snapshot();
    expect(where(await confirmRoute.POST(linkPost(confirm)))).toBe(
      '/newsletter/link-invalid#expired',
    );
    expect(await snapshot()).toBe(before);
    expect((await getStore().listSubscribers()).find((s) => s.email === email)?.status).toBe(
      'pending',
    );
  });

  it('says "used" for a confirm link posted again, and changes nothing the second time', async () => {
    const { confirm } = await pending();
    expect(where(await confirmRoute.POST(linkPost(confirm)))).toBe('/newsletter/confirmed');
    const before = await snapshot();
    expect(where(await confirmRoute.POST(linkPost(confirm)))).toBe('/newsletter/link-invalid#used');
    expect(await snapshot()).toBe(before);
  });

  it('refuses a token for the other purpose, either way round', async () => {
    const { email, confirm, unsubscribe } = await pending();
    const before = await snapshot();
    const swappedToConfirm = unsubscribe.replace('/unsubscribe?', '/confirm?');
    expect(where(await confirmRoute.POST(linkPost(swappedToConfirm)))).toBe(
      '/newsletter/link-invalid#unknown',
    );
    const swappedToLeave = confirm.replace('/confirm?', '/unsubscribe?');
    expect((await unsubscribeRoute.POST(oneClick(swappedToLeave))).status).toBe(404);
    expect(where(await unsubscribeRoute.POST(linkPost(swappedToLeave)))).toBe(
      '/newsletter/link-invalid#unknown',
    );
    expect(await snapshot()).toBe(before);
    expect((await getStore().listSubscribers()).find((s) => s.email === email)?.status).toBe(
      'pending',
    );
  });

  it.each([
    ["another site's Origin", { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a cross-site fetch without Origin', { origin: '', 'sec-fetch-site': 'cross-site' }],
    ['the opaque "null" Origin', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
  ])('refuses a confirm post with %s (403), confirming nothing', async (_, headers) => {
    const { confirm } = await pending();
    const before = await snapshot();
    const response = await confirmRoute.POST(linkPost(confirm, { headers }));
    expect(response.status).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('answers 415 to a body that is not a form and 413 to an oversized one, changing nothing', async () => {
    const { confirm, unsubscribe } = await pending();
    const before = await snapshot();
    const json = linkPost(confirm, { contentType: 'application/json', body: '{}' });
    expect((await confirmRoute.POST(json)).status).toBe(415);
    const text = linkPost(unsubscribe, {
      contentType: 'text/plain',
      body: 'List-Unsubscribe=One-Click',
    });
    expect((await unsubscribeRoute.POST(text)).status).toBe(415);
    const huge = linkPost(unsubscribe, {
      body: `List-Unsubscribe=One-Click&x=${'y'.repeat(10_000)}`,
    });
    expect((await unsubscribeRoute.POST(huge)).status).toBe(413);
    expect(await snapshot()).toBe(before);
  });

  it('answers 400 to a body its client stopped sending, changing nothing', async () => {
    const { unsubscribe } = await pending();
    const before = await snapshot();
    let parts = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (parts++ > 0) return controller.error(new Error('aborted'));
        controller.enqueue(new TextEncoder().encode('List-Unsubscribe=One'));
      },
    });
    const response = await unsubscribeRoute.POST(linkPost(unsubscribe, { body }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request ended before its body did.' });
    expect(await snapshot()).toBe(before);
  });

  it('has no GET of its own: mail scanners that open the links get 405 and change nothing', async () => {
    const { confirm, unsubscribe } = await pending();
    const before = await snapshot();
    for (const [route, link] of [
      [confirmRoute, confirm],
      [unsubscribeRoute, unsubscribe],
    ] as const) {
      const own = Object.entries(route).filter(([, handler]) => !(REFUSAL in handler));
      expect(own.map(([method]) => method)).toEqual(['POST']);
      expect((await route.GET(new Request(link))).status).toBe(405);
    }
    await runAfterTasks();
    expect(await snapshot()).toBe(before);
  });
});

describe('odd and overlong addresses on the sign-up form', () => {
  it.each([
    ['an address over 254 characters', `${'a'.repeat(250)}@example.com`, 400],
    ['no domain', 'amina@', 400],
    ['two at signs', 'amina@@example.com', 400],
    ['a header break', 'amina@example.com\r\nBcc: victim@example.com', 400],
    ['a name over 100 characters', 'amina@example.com', 400, 'N'.repeat(101)],
    ['a NUL byte', 'amina\u0000@example.com', 400],
    ['a right-to-left override', 'amina\u202e@example.com', 400],
  ])('refuses %s with a 4xx and stores nothing', async (_, email, status, name = 'A. O.') => {
    const before = await snapshot();
    const response = await subscribeRoute.POST(postJson('/subscribe', { name, email }));
    expect(response.status).toBe(status);
    expect(await response.json()).toHaveProperty('message');
    await runAfterTasks();
    expect(await snapshot()).toBe(before);
  });

  it('keeps one row for one address written in different cases and with spaces around it', async () => {
    const emails = ['Zawadi@Example.CO.KE', ' zawadi@example.co.ke ', 'ZAWADI@EXAMPLE.CO.KE'];
    for (const email of emails) {
      expect(
        (await subscribeRoute.POST(postJson('/subscribe', { name: 'Z.', email }))).status,
      ).toBe(200);
    }
    await runAfterTasks();
    const rows = (await getStore().listSubscribers()).filter(
      (s) => s.email === 'zawadi@example.co.ke',
    );
    expect(rows).toHaveLength(1);
  });
});
