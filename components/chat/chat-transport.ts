import { apiUrls } from '@/lib/api-client';
import { chatCopy } from './chat-copy';

/** Longer than the server's 15 s upstream timeout, so the server's own fallback wins the race. */
const CLIENT_TIMEOUT_MS = 25_000;

/** Asks the chat API; resolves to what the bot should say: `reply`, else `error`, else failure. */
export async function requestReply(message: string): Promise<string> {
  try {
    const response = await fetch(apiUrls.chat(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message }),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const body = (await response.json()) as { reply?: unknown; error?: unknown } | null;
    if (typeof body?.reply === 'string' && body.reply.trim()) return body.reply;
    if (typeof body?.error === 'string' && body.error.trim()) return body.error;
    return chatCopy.failure;
  } catch {
    return chatCopy.failure;
  }
}
