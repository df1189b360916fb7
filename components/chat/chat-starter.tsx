'use client';

import { useEffect, useRef, useState } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { SpamTrap } from '@/components/forms/spam-trap';
import { apiUrls } from '@/lib/api-client';
import { FIELD_MAX } from '@/lib/limits';
import { CHAT_MAX_CHARS, handoffCopy, starterCopy } from './handoff-copy';
import { useHandoffSend } from './use-handoff-send';
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
 * unsent question (a draft), so switching to the chat loses nothing. Its labels wrap their
 * fields and its styles reach them through the form's class: every page carries this markup.
 */
export function ChatStarter({ onTyped, onSwitch }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  // In the HTML since the page loaded: the spam trap times the visitor from then.
  const startedAt = () => Math.round(performance.timeOrigin);
  const { draft, sending, error, send } = useHandoffSend({
    transcript: [],
    startedAt,
    onSent: setSent,
  });

  useEffect(() => {
    // Typed before the scripts arrived: the text stays on screen and in the draft.
    if (form.current && hasText(form.current)) {
      onTyped();
      draft.save(form.current, startedAt());
    }
    // Once, for what the HTML held when the scripts arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (sent)
    return (
      <div className={styles.starter}>
        <p role="status">{handoffCopy.received(sent.name, sent.email)}</p>
        {onSwitch ? (
          <button type="button" onClick={onSwitch}>
            {starterCopy.chatAfterSent}
          </button>
        ) : null}
      </div>
    );

  return (
    <form
      ref={form}
      method="post"
      action={apiUrls.chatHandoff()}
      className={styles.starter}
      aria-labelledby="chat-starter-title"
      onSubmit={send}
      onInput={(event) => {
        onTyped();
        draft.save(event.currentTarget, startedAt(), true);
      }}
    >
      <h3 id="chat-starter-title">{starterCopy.title}</h3>
      <p>{starterCopy.intro}</p>
      <label>
        Your name
        <input name="name" type="text" required autoComplete="name" maxLength={FIELD_MAX.name} />
      </label>
      <label>
        Your email
        <input
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={FIELD_MAX.email}
        />
      </label>
      <label>
        Your question
        <textarea name="question" required rows={3} maxLength={CHAT_MAX_CHARS} />
      </label>
      <SpamTrap id="chat-starter-website" />
      <p>
        {`${starterCopy.note} `}
        <SiteLink href="/privacy-policy">Privacy policy</SiteLink>
      </p>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? handoffCopy.sending : handoffCopy.send}
      </button>
      {onSwitch ? (
        <button
          type="button"
          onClick={() => {
            // Kept now, not after the typing pause: the chat offers it at its top.
            if (form.current) draft.save(form.current, startedAt());
            onSwitch();
          }}
        >
          {starterCopy.switchToChat}
        </button>
      ) : null}
    </form>
  );
}
