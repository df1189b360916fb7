import { postJson, type ApiAnswer } from '@/components/forms/post-json';
import { apiUrls } from '@/lib/api-client';
import { currentLeadSource } from '@/lib/visit-note';
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
