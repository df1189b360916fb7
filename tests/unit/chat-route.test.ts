import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPTIONS, POST } from '@/app/api/chat/route';
import { answer } from '@/lib/server/chat/answer';
import { newClientIp, postJson, SITE } from '../support/requests';

const dataDir = mkdtempSync(join(tmpdir(), 'chat-route-test-'));

beforeAll(() => {
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    RATE_LIMIT_CHAT: '3',
    ALLOWED_ORIGINS: 'https://www.kilele.example',
  });
  delete process.env.DATABASE_URL;
  delete process.env.CHAT_UPSTREAM_URL;
});
afterAll(async () => {
  const { closeStore } = await import('@/lib/server/store');
  await closeStore();
  rmSync(dataDir, { recursive: true, force: true });
});

const chat = (body: unknown, options?: Parameters<typeof postJson>[2]) =>
  POST(postJson('/api/chat', body, options));

describe('the chat called from a page on another host (NEXT_PUBLIC_CHAT_URL)', () => {
  const allowed = 'https://www.kilele.example';

  it('answers the preflight and the reply with CORS headers for an allowed origin only', async () => {
    const preflight = await OPTIONS(
      new Request(`${SITE}/api/chat`, { method: 'OPTIONS', headers: { origin: allowed } }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(allowed);
    const reply = await chat(
      { message: 'Where are you located?' },
      { headers: { origin: allowed } },
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.get('access-control-allow-origin')).toBe(allowed);
    const foreign = await OPTIONS(
      new Request(`${SITE}/api/chat`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('POST /api/chat', () => {
  it('answers 200 {reply} from the built-in answerer', async () => {
    const response = await chat({ message: 'Where are you located?' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reply: answer('Where are you located?').reply });
  });

  it.each([
    ['an empty message', { message: '   ' }],
    ['a message over 1,000 characters', { message: 'a'.repeat(1001) }],
    ['no message at all', {}],
  ])('answers 400 with an error for %s', async (_, payload) => {
    const response = await chat(payload);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBeTruthy();
    expect(body.message).toBe(body.error);
  });

  it('turns every guard refusal into an error the widget can show', async () => {
    const malformed = await chat(null, { raw: '{"message": ' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: expect.any(String) });

    const crossSite = await chat(
      { message: 'hi' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ error: expect.any(String) });
  });

  it('answers 429 with an error and Retry-After once a visitor sends too fast', async () => {
    const ip = newClientIp();
    for (let i = 0; i < 3; i++) expect((await chat({ message: 'hello' }, { ip })).status).toBe(200);
    const limited = await chat({ message: 'hello' }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ error: expect.stringContaining('Too many') });
  });

  it('never logs the message it answers', async () => {
    const spies = (['log', 'info', 'warn', 'error'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => {}),
    );
    await chat({ message: 'my secret project codename' });
    for (const spy of spies) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain('secret project');
      spy.mockRestore();
    }
  });
});
