'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { failureMessage } from '@/components/forms/form-texts';
import { FIELD_MAX } from '@/lib/limits';
import { useDraft } from '@/components/forms/use-draft';
import { SpamTrap } from '@/components/forms/spam-trap';
import { CHAT_MAX_CHARS, handoffCopy } from './chat-copy';
import type { ChatMessage } from './chat-storage';
import {
  HANDOFF_DRAFT,
  handoffFromForm,
  postHandoff,
  questionFor,
  transcriptFor,
} from './handoff-payload';
import styles from './chat-handoff.module.css';

type Props = {
  messages: readonly ChatMessage[];
  /** The bot message that offered a person. */
  offerAt: number;
  /** For the spam trap: since when the visitor has been chatting. */
  startedAt: () => number;
  onSent: (name: string, email: string) => void;
  onDismiss: () => void;
};

/**
 * The offer to pass the question to a person, and the few details that takes. What is sent
 * becomes a contact message, with the conversation so far.
 */
export function ChatHandoff({ messages, offerAt, startedAt, onSent, onDismiss }: Props) {
  // A visitor who asked for a person gets the form at once; otherwise it is offered first.
  const [open, setOpen] = useState(messages[offerAt]?.handoff === 'requested');
  const [openedByVisitor, setOpenedByVisitor] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const nameField = useRef<HTMLInputElement>(null);
  const id = useId();
  // Kept in the browser from the first keystroke until the team has it (HandoffDraftOffer
  // offers it on a later visit); it is the one draft of this key.
  const draft = useDraft(HANDOFF_DRAFT.key, HANDOFF_DRAFT.fields);
  const transcript = transcriptFor(messages.slice(0, offerAt + 1));

  useEffect(() => {
    if (openedByVisitor) nameField.current?.focus();
  }, [openedByVisitor]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    draft.save(event.currentTarget, startedAt());
    const handoff = handoffFromForm(event.currentTarget, transcript, startedAt());
    const visitor = { name: handoff.name, email: handoff.email };
    setSending(true);
    setError('');
    try {
      const answer = await postHandoff(handoff);
      if (answer.ok) {
        draft.clear();
        return onSent(visitor.name, visitor.email);
      }
      setError(failureMessage(answer));
    } catch {
      setError(failureMessage(null));
    } finally {
      setSending(false);
    }
  }

  if (!open) {
    return (
      <div className={styles.card}>
        <p>{handoffCopy.offer}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              setOpen(true);
              setOpenedByVisitor(true);
            }}
          >
            {handoffCopy.open}
          </button>
          <button type="button" className={styles.secondary} onClick={onDismiss}>
            {handoffCopy.dismiss}
          </button>
        </div>
      </div>
    );
  }

  const field = (name: string) => ({ id: `${id}-${name}`, name, className: styles.control });
  return (
    <form
      className={styles.card}
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      onInput={(event) => draft.save(event.currentTarget, startedAt(), true)}
    >
      <input type="hidden" name="transcript" value={JSON.stringify(transcript)} />
      <p id={`${id}-title`} className={styles.title}>
        {handoffCopy.formLabel}
      </p>
      <label htmlFor={`${id}-name`}>Your name</label>
      <input
        {...field('name')}
        ref={nameField}
        required
        type="text"
        autoComplete="name"
        maxLength={FIELD_MAX.name}
      />
      <label htmlFor={`${id}-email`}>Your email</label>
      <input
        {...field('email')}
        type="email"
        required
        autoComplete="email"
        maxLength={FIELD_MAX.email}
      />
      <label htmlFor={`${id}-question`}>Your question</label>
      <textarea
        {...field('question')}
        required
        rows={3}
        maxLength={CHAT_MAX_CHARS}
        defaultValue={questionFor(messages, offerAt)}
      />
      <SpamTrap id={`${id}-website`} />
      <p className={styles.note}>
        {handoffCopy.note} <Link href="/privacy-policy">Privacy policy</Link>
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={sending} aria-busy={sending}>
          {sending ? handoffCopy.sending : handoffCopy.send}
        </button>
        <button type="button" className={styles.secondary} onClick={onDismiss}>
          {handoffCopy.dismiss}
        </button>
      </div>
    </form>
  );
}
