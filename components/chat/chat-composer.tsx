'use client';

import {
  useId,
  useLayoutEffect,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { chatCopy } from './chat-copy';
import { CHAT_MAX_CHARS } from './handoff-copy';
import styles from './chat-panel.module.css';

type Props = {
  /** Sends the text; returns false when nothing was sent (empty, or a reply is awaited). */
  onSend: (text: string) => boolean;
  pending: boolean;
  /** The textarea, so the panel can move focus into it. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** The send button's icon, from the server (chat-body.tsx). */
  icon: ReactNode;
};

/** The message box: grows with its text; Enter sends, Shift+Enter adds a line. */
export function ChatComposer({ onSend, pending, inputRef, icon }: Props) {
  const [text, setText] = useState('');
  const id = useId();

  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    // Empty: the one row CSS gives it, without a measure (which would lay out the whole page as
    // the chat first appears).
    if (!text) {
      el.style.height = '';
      return;
    }
    // Measure the content, then let CSS cap the height (max-height) and scroll beyond it.
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [text, inputRef]);

  const submit = () => {
    if (onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {chatCopy.inputLabel}
      </label>
      <textarea
        id={id}
        ref={inputRef}
        className={styles.input}
        rows={1}
        maxLength={CHAT_MAX_CHARS}
        placeholder={chatCopy.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.send} disabled={pending} aria-label="Send message">
        {icon}
      </button>
    </form>
  );
}
