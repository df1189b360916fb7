'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { FIELD_MAX } from '@/lib/limits';
import { SpamTrap } from '@/components/forms/spam-trap';
import { CHAT_MAX_CHARS, handoffCopy } from './handoff-copy';
import type { ChatMessage } from './chat-storage';
import { questionFor, transcriptFor } from './handoff-transcript';
import { useHandoffSend } from './use-handoff-send';
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
  const nameField = useRef<HTMLInputElement>(null);
  const id = useId();
  const transcript = transcriptFor(messages.slice(0, offerAt + 1));
  const { draft, sending, error, send } = useHandoffSend({
    transcript,
    startedAt,
    onSent: (visitor) => onSent(visitor.name, visitor.email),
  });

  useEffect(() => {
    if (openedByVisitor) nameField.current?.focus();
  }, [openedByVisitor]);

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
      onSubmit={send}
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
        {handoffCopy.note} <SiteLink href="/privacy-policy">Privacy policy</SiteLink>
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
