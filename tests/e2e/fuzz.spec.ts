import { expect, test } from './support/test';
import { traces } from './support/stored';
import {
  FUZZ_PATHS,
  fuzzCases,
  sampleCases,
  validPayload,
  type FuzzEndpoint,
} from '../support/fuzz-cases';

// The same generator as the handler-level fuzz (tests/integration/fuzz-api.test.ts), a spread of 30
// per endpoint through `next start`: the real body parsing, and a server that is literally still
// up.
const marker = `e2e${Date.now().toString(36)}`;
let ip = 0;
// A fresh address per request (with no proxy in front, the server keys rate limits on the one
// X-Forwarded-For entry the test sends), so no limit answers 429 in place of the check under test.
const nextIp = () => `198.18.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

test.describe('malformed requests through next start', () => {
  for (const endpoint of Object.keys(FUZZ_PATHS) as FuzzEndpoint[]) {
    test(`POST ${FUZZ_PATHS[endpoint]}: 30 malformed requests get a 4xx error body, and a valid one still works`, async ({
      request,
    }) => {
      const cases = sampleCases(fuzzCases(endpoint, { marker, now: Date.now() }), 30);
      const failures: string[] = [];
      for (const fuzz of cases) {
        const headers = Object.fromEntries(
          Object.entries({
            'content-type': 'application/json',
            'x-forwarded-for': nextIp(),
            ...fuzz.headers,
          }).filter(([, value]) => value !== ''),
        );
        const response = await request.post(FUZZ_PATHS[endpoint], {
          headers,
          data: typeof fuzz.body === 'string' ? fuzz.body : Buffer.from(fuzz.body),
        });
        const status = response.status();
        const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        // Every error body has `message`; the chat's has `error` too (what its widget shows).
        const errorBody =
          typeof body.message === 'string' &&
          (endpoint !== 'chat' || typeof body.error === 'string');
        const ok =
          fuzz.expect === 'decoy'
            ? status === 202 && typeof body.id === 'string'
            : status >= 400 && status < 500 && status !== 429 && errorBody;
        if (!ok) failures.push(`${fuzz.label}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
      }
      expect(failures).toEqual([]);

      expect((await request.get('/api/health')).status()).toBe(200);
      const alive = `alive${marker.slice(3)}${endpoint}`;
      const valid = await request.post(FUZZ_PATHS[endpoint], {
        headers: { 'x-forwarded-for': nextIp() },
        data: validPayload(endpoint, alive, Date.now()),
      });
      expect(valid.status()).toBeLessThan(300);
      await new Promise((r) => setTimeout(r, 500)); // mail goes out after the response
      expect(await traces(marker)).toEqual({ messages: 0, subscribers: 0, clicks: 0, mails: 0 });
      // The same look finds the valid request's row: the check above reads the server's data.
      const found = await traces(alive);
      expect(found.messages + found.subscribers + found.clicks).toBe(endpoint === 'chat' ? 0 : 1);
    });
  }
});

test.describe('methods an address does not take, through next start', () => {
  // Next.js itself would answer these with an empty 405; each route says what it takes instead.
  const CASES = [
    { method: 'PUT', path: '/api/contact', allow: 'OPTIONS, POST' },
    { method: 'GET', path: '/api/log-click', allow: 'OPTIONS, POST' },
    { method: 'DELETE', path: '/subscribe', allow: 'OPTIONS, POST' },
    { method: 'PATCH', path: '/api/chat', allow: 'OPTIONS, POST' },
    { method: 'POST', path: '/api/team/leads', allow: 'GET, HEAD, OPTIONS' },
    { method: 'HEAD', path: '/api/newsletter/confirm', allow: 'OPTIONS, POST' },
  ];
  for (const { method, path, allow } of CASES) {
    test(`${method} ${path}: 405 with Allow: ${allow}, and a message`, async ({ request }) => {
      const response = await request.fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        data: method === 'GET' || method === 'HEAD' ? undefined : `{"email":"${marker}@x.test"}`,
      });
      expect(response.status()).toBe(405);
      expect(response.headers()['allow']).toBe(allow);
      if (method !== 'HEAD')
        expect(((await response.json()) as { message: string }).message).toContain(allow);
    });
  }

  test('the preflight of a POST address names its methods too', async ({ request }) => {
    const response = await request.fetch('/api/contact', { method: 'OPTIONS' });
    expect(response.status()).toBe(204);
    expect(response.headers()['allow']).toBe('OPTIONS, POST');
  });
});
