import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterTasks, runAfterTasks } from '../support/after';
import {
  FUZZ_PATHS,
  fuzzCases,
  validPayload,
  type FuzzCase,
  type FuzzEndpoint,
} from '../support/fuzz-cases';
import { handlerEnv, RAISED_LIMITS, type HandlerEnv } from '../support/handler-env';
import { postJson, streamedRequest } from '../support/requests';

let env: HandlerEnv;
beforeAll(async () => {
  env = await handlerEnv(RAISED_LIMITS);
});
afterAll(() => env.close());

const handlers: Record<FuzzEndpoint, (request: Request) => Promise<Response>> = {
  contact: (await import('@/app/api/contact/route')).POST,
  handoff: (await import('@/app/api/chat/handoff/route')).POST,
  subscribe: (await import('@/app/subscribe/route')).POST,
  clicks: (await import('@/app/api/log-click/route')).POST,
  chat: (await import('@/app/api/chat/route')).POST,
};
const { getStore } = await import('@/lib/server/store/default');

async function stored() {
  const store = getStore();
  return {
    messages: (await store.listMessages()).length,
    subscribers: (await store.listSubscribers()).length,
    clicks: await store.countClicks(),
  };
}

/** The keys of an error body: `{message, errors?}`, and the chat's `error` beside them. */
const ERROR_KEYS: Record<FuzzEndpoint, string[]> = {
  contact: ['message', 'errors'],
  handoff: ['message', 'errors'],
  subscribe: ['message', 'errors'],
  clicks: ['message', 'errors'],
  chat: ['message', 'errors', 'error'],
};

/** What is wrong with the answer to a case, or undefined when it is right. */
async function judge(
  endpoint: FuzzEndpoint,
  fuzz: FuzzCase,
  response: Response,
): Promise<string | undefined> {
  const body = (await response.json().catch(() => 'not JSON')) as Record<string, unknown>;
  if (fuzz.expect === 'decoy') {
    return response.status === 202 && typeof body.id === 'string'
      ? undefined
      : `expected the decoy 202 {id}, got ${response.status} ${JSON.stringify(body)}`;
  }
  if (response.status < 400 || response.status > 499 || response.status === 429) {
    return `expected a 4xx other than 429, got ${response.status} ${JSON.stringify(body)}`;
  }
  const keysOk = Object.keys(body).every((key) => ERROR_KEYS[endpoint].includes(key));
  const errorsOk =
    body.errors === undefined ||
    Object.values(body.errors as object).every(
      (list) => Array.isArray(list) && list.every((m) => typeof m === 'string'),
    );
  const chatOk = endpoint !== 'chat' || (typeof body.error === 'string' && body.error !== '');
  if (typeof body.message !== 'string' || body.message === '' || !keysOk || !errorsOk || !chatOk) {
    return `expected the error body, got ${JSON.stringify(body)}`;
  }
  return undefined;
}

const marker = `m${Date.now().toString(36)}`;

describe.each(Object.keys(FUZZ_PATHS) as FuzzEndpoint[])('fuzzing the %s endpoint', (endpoint) => {
  const cases = fuzzCases(endpoint, { marker, now: Date.now() });
  const path = FUZZ_PATHS[endpoint];

  it(`answers every one of ${cases.length} malformed requests with a 4xx error body (the honeypot's with its decoy 202), never 5xx`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    const failures: string[] = [];
    for (const fuzz of cases) {
      const request = postJson(path, null, { raw: fuzz.body, headers: fuzz.headers });
      const problem = await judge(endpoint, fuzz, await handlers[endpoint](request));
      if (problem) failures.push(`${fuzz.label}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers a body its client stopped sending (a closed tab) with a 4xx error body, storing nothing', async () => {
    const before = await stored();
    const response = await handlers[endpoint](
      streamedRequest(path, 8 * 1024, 'application/json', { cutOff: true }),
    );
    const problem = await judge(endpoint, { expect: 'reject' } as FuzzCase, response);
    expect(problem).toBeUndefined();
    expect(await stored()).toEqual(before);
  });

  it('stores no row and sends no mail for any of them, and still serves a valid request after', async () => {
    const before = await stored();
    const mailsBefore = env.smtp.received.length;
    for (const fuzz of cases) {
      await handlers[endpoint](postJson(path, null, { raw: fuzz.body, headers: fuzz.headers }));
    }
    expect(afterTasks).toHaveLength(0);
    expect(await stored()).toEqual(before);
    expect(env.smtp.received).toHaveLength(mailsBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const valid = await handlers[endpoint](
      postJson(path, validPayload(endpoint, 'alive', Date.now())),
    );
    expect(valid.status).toBeLessThan(300);
    await runAfterTasks();
    // The valid request leaves its one row (the chat answers and forgets: none), so the counts
    // above would have seen one.
    const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b);
    expect(total(await stored())).toBe(total(before) + (endpoint === 'chat' ? 0 : 1));
  });
});
