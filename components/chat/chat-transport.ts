import { apiUrls } from '@/lib/api-client';
import { chatCopy } from './chat-copy';
import type { ChatMessage, HandoffReason } from './chat-storage';

const REASONS: readonly unknown[] = ['unanswered', 'requested'] satisfies HandoffReason[];

/** Longer than the server's 15 s upstream timeout, so the server's own fallback wins the race. */
const CLIENT_TIMEOUT_MS = 25_000;

/**
 * Asks the chat API; resolves to what the bot should say: `reply`, else `error`, else failure,
 * and whether the reply offers to pass the question to a person.
 */
export async function requestReply(message: string): Promise<ChatMessage> {
  const bot = (text: string, handoff?: unknown): ChatMessage =>
    REASONS.includes(handoff)
      ? { sender: 'bot', text, handoff: handoff as HandoffReason }
      : { sender: 'bot', text };
  try {
    const response = await fetch(apiUrls.chat(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message }),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const body = (await response.json()) as {
      reply?: unknown;
      error?: unknown;
      handoff?: unknown;
    } | null;
    if (typeof body?.reply === 'string' && body.reply.trim()) return bot(body.reply, body.handoff);
    if (typeof body?.error === 'string' && body.error.trim()) return bot(body.error);
    return bot(chatCopy.failure);
  } catch {
    return bot(chatCopy.failure);
  }
}
