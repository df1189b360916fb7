'use client';

import { useState, type FormEvent } from 'react';
import { failureMessage } from '@/components/forms/form-texts';
import { useDraft } from '@/components/forms/use-draft';
import type { ChatMessage } from './chat-storage';
import { HANDOFF_DRAFT, handoffFromForm, postHandoff } from './handoff-payload';

type Visitor = { name: string; email: string };

type Options = {
  /** The conversation the hand-off passes on (none from the panel's form before the chat). */
  transcript: ChatMessage[];
  /** For the spam trap: since when the visitor has been on the form. */
  startedAt: () => number;
  onSent: (visitor: Visitor) => void;
};

/**
 * Sending a hand-off form as JSON: its draft kept from the first keystroke until the team has it
 * (the one draft of this key, offered again on a later visit), and the answer's message when the
 * send fails. `send` is the form's submit handler.
 */
export function useHandoffSend({ transcript, startedAt, onSent }: Options) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const draft = useDraft(HANDOFF_DRAFT.key, HANDOFF_DRAFT.fields);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    draft.save(event.currentTarget, startedAt());
    const handoff = handoffFromForm(event.currentTarget, transcript, startedAt());
    setSending(true);
    setError('');
    try {
      const answer = await postHandoff(handoff);
      if (answer.ok) {
        draft.clear();
        return onSent({ name: handoff.name, email: handoff.email });
      }
      setError(failureMessage(answer));
    } catch {
      setError(failureMessage(null));
    } finally {
      setSending(false);
    }
  }

  return { draft, sending, error, send };
}
