import { postJson, type ApiAnswer } from '@/components/forms/post-json';
import { apiUrls } from '@/lib/api-client';
import { currentLeadSource } from '@/lib/visit-note';
import { chatCopy, TRANSCRIPT_CAPS } from './chat-copy';
import type { ChatMessage } from './chat-storage';

/** Where an unsent hand-off waits in the browser, and what it holds (the conversation as JSON). */
export const HANDOFF_DRAFT = {
  key: 'handoff-draft',
  fields: ['name', 'email', 'question', 'transcript'],
} as const;

export type Handoff = {
  name: string;
  email: string;
  question: string;
  transcript: ChatMessage[];
  website: string;
  startedAt: number;
};

/** A hand-off as the panel's form holds it, with the conversation it passes on (if any). */
export function handoffFromForm(
  form: HTMLFormElement,
  transcript: ChatMessage[],
  startedAt: number,
): Handoff {
  const fields = new FormData(form);
  const text = (name: string) => String(fields.get(name) ?? '').trim();
  return {
    name: text('name'),
    email: text('email'),
    question: text('question'),
    transcript,
    website: String(fields.get('website') ?? ''),
    startedAt,
  };
}

/** Posts a hand-off to the team, with where the visit started. */
export function postHandoff(handoff: Handoff): Promise<ApiAnswer> {
  return postJson(apiUrls.chatHandoff(), { ...handoff, source: currentLeadSource() });
}

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
