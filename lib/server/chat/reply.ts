import 'server-only';
import { env } from '@/lib/server/env';
import { answer } from './answer';
import { asksForPerson, PERSON_REPLY, type HandoffReason } from './handoff';
import { askUpstream, type UpstreamConfig } from './upstream';

/** The upstream model when the operator configured one, else none. */
export function upstreamFromEnv(): UpstreamConfig | null {
  const { CHAT_UPSTREAM_URL, CHAT_UPSTREAM_KEY, CHAT_UPSTREAM_MODEL } = env();
  if (!CHAT_UPSTREAM_URL || !CHAT_UPSTREAM_KEY) return null;
  return { url: CHAT_UPSTREAM_URL, key: CHAT_UPSTREAM_KEY, model: CHAT_UPSTREAM_MODEL };
}

/** The bot's reply, and whether to offer passing the question to a person. */
export type ChatReply = { reply: string; handoff?: HandoffReason };

/**
 * The bot's reply: the upstream model if configured and it answers, else the built-in answerer,
 * which offers a person when it has no answer. A visitor who asks for a person is offered one
 * straight away. Never throws, and never stores or logs the message (privacy policy).
 */
export async function chatReply(
  message: string,
  upstream: UpstreamConfig | null = upstreamFromEnv(),
): Promise<ChatReply> {
  if (asksForPerson(message)) return { reply: PERSON_REPLY, handoff: 'requested' };
  if (upstream) {
    try {
      return { reply: await askUpstream(upstream, message) };
    } catch (error) {
      // Any failure (status, timeout, bad JSON) falls back; the reason is logged, the message
      // never.
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`Chat upstream failed, using the built-in answerer: ${reason.slice(0, 200)}`);
    }
  }
  const { kind, reply } = answer(message);
  return kind === 'unknown' ? { reply, handoff: 'unanswered' } : { reply };
}
