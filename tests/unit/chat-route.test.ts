import { describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/chat/route';
import { answer } from '@/lib/chat/answer';

const origin = 'http://localhost:3000';

function chatRequest(body: string, headers: Record<string, string> = {}) {
  return new Request(`${origin}/api/chat`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('POST /api/chat', () => {
  it('answers 200 {reply} from the built-in answerer', async () => {
    const response = await POST(chatRequest(JSON.stringify({ message: 'Where are you located?' })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reply: answer('Where are you located?').reply });
  });

  it.each([
    ['an empty message', { message: '   ' }],
    ['a message over 1,000 characters', { message: 'a'.repeat(1001) }],
    ['no message at all', {}],
  ])('answers 400 with an error for %s', async (_, payload) => {
    const response = await POST(chatRequest(JSON.stringify(payload)));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBeTruthy();
    expect(body.message).toBe(body.error);
  });

  it('turns the guard refusal into an error the widget can show', async () => {
    const response = await POST(chatRequest('{"message": ', {}));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });

    const crossSite = await POST(
      chatRequest(JSON.stringify({ message: 'hi' }), { origin: 'https://evil.example' }),
    );
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ error: expect.any(String) });
  });

  it('never logs the message it answers', async () => {
    const spies = (['log', 'info', 'warn', 'error'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => {}),
    );
    await POST(chatRequest(JSON.stringify({ message: 'my secret project codename' })));
    for (const spy of spies) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain('secret project');
      spy.mockRestore();
    }
  });
});
