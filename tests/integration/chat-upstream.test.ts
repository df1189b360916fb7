import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '@/lib/server/chat/answer';
import { chatReply } from '@/lib/server/chat/reply';
import { startFakeUpstream } from '@/tests/support/fake-upstream';

type Fake = Awaited<ReturnType<typeof startFakeUpstream>>;
let fake: Fake;
const question = 'Where are you located?';
const builtIn = answer(question).reply;
// Generous by default so a busy machine never fakes a timeout; the timeout case sets a short one.
const config = (timeoutMs = 5_000) => ({
  url: fake.url,
  key: 'test-key',
  model: 'test-model',
  timeoutMs,
});

beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.requests.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('the optional upstream model', () => {
  it('answers with the model reply, sending the key, the model and a system prompt from the content', async () => {
    fake.state.behaviour = 'ok';
    await expect(chatReply(question, config())).resolves.toEqual({ reply: fake.reply });

    const [request] = fake.state.requests;
    expect(request?.authorization).toBe('Bearer test-key');
    const body = request?.body as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('test-model');
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toContain('/maps');
    expect(body.messages[1]).toEqual({ role: 'user', content: question });
  });

  it.each([
    ['answers 500', 'error'],
    ['times out', 'slow'],
    ['sends malformed JSON', 'malformed'],
  ] as const)('falls back to the built-in answer when the upstream %s', async (_, behaviour) => {
    fake.state.behaviour = behaviour;
    await expect(
      chatReply(question, config(behaviour === 'slow' ? 300 : undefined)),
    ).resolves.toEqual({ reply: builtIn });
    expect(fake.state.requests).toHaveLength(1);
  });

  it('falls back when the upstream cannot be reached at all', async () => {
    const unreachable = { ...config(), url: 'http://127.0.0.1:9/v1/chat/completions' };
    await expect(chatReply(question, unreachable)).resolves.toEqual({ reply: builtIn });
  });

  it('uses the built-in answerer when no upstream is configured', async () => {
    await expect(chatReply(question, null)).resolves.toEqual({ reply: builtIn });
    expect(fake.state.requests).toHaveLength(0);
  });
});
