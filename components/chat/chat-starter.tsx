'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { failureMessage } from '@/components/forms/form-texts';
import { SpamTrap } from '@/components/forms/spam-trap';
import { useDraft } from '@/components/forms/use-draft';
import { apiUrls } from '@/lib/api-client';
import { FIELD_MAX } from '@/lib/limits';
import { CHAT_MAX_CHARS, handoffCopy, starterCopy } from './chat-copy';
import { HANDOFF_DRAFT, postHandoff } from './handoff-payload';
import handoff from './chat-handoff.module.css';
import styles from './chat-widget.module.css';

type Props = {
  /** The visitor has typed into the form (before the scripts or since): it stays. */
  onTyped: () => void;
  /** Shows the chat instead, once its script is there; null until then. */
  onSwitch: (() => void) | null;
};

const FIELDS = ['name', 'email', 'question'] as const;
const hasText = (form: HTMLFormElement) =>
  FIELDS.some((name) => {
    const field = form.elements.namedItem(name);
    return (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      !!field.value.trim()
    );
  });

/**
 * The panel's form for the team, in the page's HTML: until the scripts run, or when they never
 * do, the browser posts it (to the chat's hand-off, as a form) and lands on the thank-you page.
 * Once they run it sends JSON and thanks the visitor here; what is typed is kept as the chat's
 * unsent question (a draft), so switching to the chat loses nothing.
 */
export function ChatStarter({ onTyped, onSwitch }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const draft = useDraft(HANDOFF_DRAFT.key, HANDOFF_DRAFT.fields);
  // In the HTML since the page loaded: the spam trap times the visitor from then.
  const startedAt = () => Math.round(performance.timeOrigin);

  useEffect(() => {
    // Typed before the scripts arrived: the text stays on screen and in the draft.
    if (form.current && hasText(form.current)) {
      onTyped();
      draft.save(form.current, startedAt());
    }
    // Once, for what the HTML held when the scripts arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    draft.save(event.currentTarget, startedAt());
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => String(fields.get(name) ?? '').trim();
    const visitor = { name: text('name'), email: text('email') };
    setSending(true);
    setError('');
    try {
      const answer = await postHandoff({
        ...visitor,
        question: text('question'),
        transcript: [],
        website: String(fields.get('website') ?? ''),
        startedAt: startedAt(),
      });
      if (answer.ok) {
        draft.clear();
        return setSent(visitor);
      }
      setError(failureMessage(answer));
    } catch {
      setError(failureMessage(null));
    } finally {
      setSending(false);
    }
  }

  if (sent)
    return (
      <div className={styles.starter}>
        <div className={handoff.card}>
          <p role="status">{handoffCopy.received(sent.name, sent.email)}</p>
          {onSwitch ? (
            <div className={handoff.actions}>
              <button type="button" className={handoff.secondary} onClick={onSwitch}>
                {starterCopy.chatAfterSent}
              </button>
            </div>
          ) : null}
        </div>
      </div>
    );

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `chat-starter-${name}`,
    name,
    className: handoff.control,
    required: true,
  });
  return (
    <div className={styles.starter}>
      <form
        ref={form}
        method="post"
        action={apiUrls.chatHandoff()}
        className={handoff.card}
        aria-labelledby="chat-starter-title"
        onSubmit={send}
        onInput={(event) => {
          onTyped();
          draft.save(event.currentTarget, startedAt(), true);
        }}
      >
        <p id="chat-starter-title" className={handoff.title}>
          {starterCopy.title}
        </p>
        <p>{starterCopy.intro}</p>
        <label htmlFor="chat-starter-name">Your name</label>
        <input {...field('name')} type="text" autoComplete="name" maxLength={FIELD_MAX.name} />
        <label htmlFor="chat-starter-email">Your email</label>
        <input {...field('email')} type="email" autoComplete="email" maxLength={FIELD_MAX.email} />
        <label htmlFor="chat-starter-question">Your question</label>
        <textarea {...field('question')} rows={3} maxLength={CHAT_MAX_CHARS} />
        <SpamTrap id="chat-starter-website" />
        <p className={handoff.note}>
          {starterCopy.note} <Link href="/privacy-policy">Privacy policy</Link>
        </p>
        {error ? (
          <p role="alert" className={handoff.error}>
            {error}
          </p>
        ) : null}
        <div className={handoff.actions}>
          <button type="submit" className={handoff.primary} disabled={sending} aria-busy={sending}>
            {sending ? handoffCopy.sending : handoffCopy.send}
          </button>
          {onSwitch ? (
            <button
              type="button"
              className={handoff.secondary}
              onClick={() => {
                // Kept now, not after the typing pause: the chat offers it at its top.
                if (form.current) draft.save(form.current, startedAt());
                onSwitch();
              }}
            >
              {starterCopy.switchToChat}
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
