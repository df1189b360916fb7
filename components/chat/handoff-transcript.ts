import { LIMITS } from '@/lib/limits';
import { chatCopy } from './chat-copy';
import type { ChatMessage } from './chat-storage';

// What a hand-off from the chat passes on of the conversation. Apart from handoff-payload.ts, which
// the panel's form for the team uses from the start: this comes with the chat's script.

/** The conversation a hand-off carries, capped as the server caps it. */
export const TRANSCRIPT_CAPS = {
  entries: LIMITS.transcriptEntries,
  entryMax: LIMITS.transcriptEntryMax,
  total: LIMITS.transcriptMax,
} as const;

/**
 * The question to pass on, for the form to start from: the message the bot could not answer, or
 * the one before the visitor asked for a person (asking is not the question itself).
 */
export function questionFor(messages: readonly ChatMessage[], offerAt: number): string {
  const asked = messages.slice(0, offerAt).filter((m) => m.sender === 'user');
  const skip = messages[offerAt]?.handoff === 'requested' ? 1 : 0;
  return asked.at(-1 - skip)?.text ?? '';
}

/** The conversation so far, as the hand-off carries it: the newest messages within the caps. */
export function transcriptFor(messages: readonly ChatMessage[]): ChatMessage[] {
  const entries = messages
    .filter((m) => m.text !== chatCopy.greeting)
    .slice(-TRANSCRIPT_CAPS.entries)
    .map(({ sender, text }) => ({ sender, text: text.slice(0, TRANSCRIPT_CAPS.entryMax) }));
  let total = entries.reduce((sum, m) => sum + m.text.length, 0);
  while (total > TRANSCRIPT_CAPS.total) total -= entries.shift()?.text.length ?? 0;
  return entries;
}
