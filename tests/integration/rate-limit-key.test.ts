import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../support/after';
import { handlerEnv, type HandlerEnv } from '../support/handler-env';
import { postForm, postJson, SITE } from '../support/requests';

let env: HandlerEnv;
beforeAll(async () => {
  env = await handlerEnv(); // the default limits: 5 subscriptions a minute
});
afterEach(async () => {
  vi.useRealTimers();
  delete process.env.TRUSTED_PROXIES;
  (await import('@/lib/server/env')).resetEnv();
});
afterAll(() => env.close());

const subscribe = await import('@/app/subscribe/route');
const { clientIp } = await import('@/lib/server/rate-limit');

const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('the client address of the rate limits', () => {
  it.each([
    ['the one address a single proxy saw', '203.0.113.7', 1, '203.0.113.7'],
    [
      'what the proxy appended, not what the client wrote',
      '10.9.9.9, 203.0.113.7',
      1,
      '203.0.113.7',
    ],
    [
      'the address the outer of two proxies added',
      '1.1.1.1, 203.0.113.7, 10.0.0.2',
      2,
      '203.0.113.7',
    ],
    ['the first entry of a header shorter than the proxy chain', '203.0.113.7', 2, '203.0.113.7'],
    ['the address without blank entries a client slipped in', ' , ,203.0.113.7 ', 1, '203.0.113.7'],
    ['one spelling of an IPv6 address', '2001:DB8::1', 1, '2001:db8::1'],
  ])('is %s', (_, header, proxies, expected) => {
    expect(clientIp(forwarded(header), proxies)).toBe(expected);
  });

  it('is "unknown" when no proxy reported one', () => {
    expect(clientIp(new Headers(), 1)).toBe('unknown');
  });
});

/** Eight posts from one machine, each with its own made-up X-Forwarded-For before the proxy's entry. */
async function eightForgedPosts(send: (forged: string, i: number) => Request) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2030, 0, 7, 9, 30, 1)); // all eight in the same minute
  const answers: Response[] = [];
  for (let i = 1; i <= 8; i++) answers.push(await subscribe.POST(send(`10.0.${i}.${i}`, i)));
  return answers;
}

describe('a client that forges X-Forwarded-For', () => {
  it('is held to the limit through the JSON path: five accepted, three 429', async () => {
    const answers = await eightForgedPosts((forged, i) =>
      postJson(
        '/subscribe',
        { name: 'Forger', email: `json-${i}@example.co.ke` },
        { ip: `${forged}, 203.0.113.50` },
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('is held to the limit through the form path: five thanked, three sent to the too-many page', async () => {
    const answers = await eightForgedPosts((forged, i) =>
      postForm(
        '/subscribe',
        { name: 'Forger', email: `form-${i}@example.co.ke` },
        { ip: `${forged}, 203.0.113.51` },
      ),
    );
    const done = `${SITE}/newsletter/thank-you`;
    const tooMany = `${SITE}/newsletter/not-subscribed#too-many`;
    expect(answers.map((r) => r.headers.get('location'))).toEqual([
      ...Array<string>(5).fill(done),
      ...Array<string>(3).fill(tooMany),
    ]);
  });

  it('gains nothing behind two proxies either, once TRUSTED_PROXIES says there are two', async () => {
    process.env.TRUSTED_PROXIES = '2';
    (await import('@/lib/server/env')).resetEnv();
    const answers = await eightForgedPosts((forged, i) =>
      postJson(
        '/subscribe',
        { name: 'Forger', email: `cdn-${i}@example.co.ke` },
        { ip: `${forged}, 203.0.113.52, 10.0.0.2` },
      ),
    );
    expect(answers.filter((r) => r.status === 429)).toHaveLength(3);
  });
});
