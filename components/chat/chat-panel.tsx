'use client';

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { chatCopy, handoffCopy } from './chat-copy';
import { ChatComposer } from './chat-composer';
import { ChatHandoff } from './chat-handoff';
import { HandoffDraftOffer } from './handoff-draft';
import { ChatMessages } from './chat-messages';
import { useChat } from './use-chat';
import styles from './chat-panel.module.css';

type Props = { id: string; open: boolean; onClose: () => void };

/** On a phone the panel covers the page, so following a link in it closes it. */
const coversPage = () => window.matchMedia('(max-width: 30rem)').matches;

export function ChatPanel({ id, open, onClose }: Props) {
  const { messages, pending, send, say, hasAsked, offerAt } = useChat();
  const input = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);
  const titleId = useId();

  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    // Keep the newest message in view; scrolling the box, never the page behind it.
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages, pending, open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      className={styles.panel}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <header className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {chatCopy.title}
          </h2>
          <p className={styles.subtitle}>{chatCopy.subtitle}</p>
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close chat">
          <Icon name="close" size={20} />
        </button>
      </header>
      <div ref={scroller} className={styles.scroller}>
        <HandoffDraftOffer
          onSent={(name, email) => {
            say(handoffCopy.received(name, email));
            input.current?.focus();
          }}
        />
        <ChatMessages
          messages={messages}
          pending={pending}
          onNavigate={() => coversPage() && onClose()}
        />
        {!hasAsked && (
          <ul className={styles.suggestions} aria-label="Suggested questions">
            {chatCopy.suggestions.map((question) => (
              <li key={question}>
                <button type="button" className={styles.suggestion} onClick={() => send(question)}>
                  {question}
                </button>
              </li>
            ))}
          </ul>
        )}
        {offerAt >= 0 && (
          <ChatHandoff
            key={offerAt}
            messages={messages}
            offerAt={offerAt}
            startedAt={() => openedAt.current}
            onSent={(name, email) => {
              say(handoffCopy.received(name, email));
              input.current?.focus();
            }}
            onDismiss={() => {
              say(handoffCopy.dismissed);
              input.current?.focus();
            }}
          />
        )}
      </div>
      <ChatComposer onSend={send} pending={pending} inputRef={input} />
    </div>
  );
}
