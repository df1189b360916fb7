'use client';

import { useState } from 'react';
import { failureMessage } from '@/components/forms/form-texts';
import { DraftOffer } from '@/components/forms/draft-offer';
import type { ApiAnswer } from '@/components/forms/post-json';
import { useDraft } from '@/components/forms/use-draft';
import type { ChatMessage } from './chat-storage';
import { HANDOFF_DRAFT, postHandoff } from './handoff-payload';
import styles from './chat-handoff.module.css';

function transcriptOf(json: string | undefined): ChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(parsed) ? (parsed as ChatMessage[]) : [];
  } catch {
    return [];
  }
}

/**
 * The offer, at the top of the chat, to send a question for the team that an earlier visit could
 * not send; sent only when the visitor presses the button, with its own conversation.
 */
export function HandoffDraftOffer({ onSent }: { onSent: (name: string, email: string) => void }) {
  const draft = useDraft(HANDOFF_DRAFT.key, HANDOFF_DRAFT.fields);
  const [error, setError] = useState('');
  const offered = draft.offer;
  if (!offered) return null;

  async function send() {
    if (!offered) return;
    const { name = '', email = '', question = '', transcript } = offered.fields;
    setError('');
    let answer: ApiAnswer | null = null;
    try {
      answer = await postHandoff({
        name: name.trim(),
        email: email.trim(),
        question: question.trim(),
        transcript: transcriptOf(transcript),
        website: '',
        startedAt: offered.startedAt,
      });
    } catch {
      // No network: said below, and the draft stays.
    }
    if (answer?.ok) {
      draft.clear();
      onSent(name.trim(), email.trim());
    } else setError(failureMessage(answer));
  }

  return (
    <div className={styles.card}>
      <DraftOffer
        id="handoff-draft-offer"
        what="an unsent question for our team"
        savedAt={offered.savedAt}
        onSend={send}
        onDiscard={draft.clear}
      />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
