'use client';

import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Icon } from '@/components/ui/icon';
import { CHAT_MAX_CHARS, chatCopy } from './chat-copy';
import styles from './chat-panel.module.css';

type Props = {
  /** Sends the text; returns false when nothing was sent (empty, or a reply is awaited). */
  onSend: (text: string) => boolean;
  pending: boolean;
  inputRef: Ref<HTMLTextAreaElement>;
};

/** The message box: grows with its text; Enter sends, Shift+Enter adds a line. */
export function ChatComposer({ onSend, pending, inputRef }: Props) {
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement | null>(null);
  const id = useId();

  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    // Measure the content, then let CSS cap the height (max-height) and scroll beyond it.
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [text]);

  const submit = () => {
    if (onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const setRefs = (el: HTMLTextAreaElement | null) => {
    area.current = el;
    if (typeof inputRef === 'function') inputRef(el);
    else if (inputRef) inputRef.current = el;
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
        ref={setRefs}
        className={styles.input}
        rows={1}
        maxLength={CHAT_MAX_CHARS}
        placeholder={chatCopy.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.send} disabled={pending} aria-label="Send message">
        <Icon name="send" size={20} />
      </button>
    </form>
  );
}
