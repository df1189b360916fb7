'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { chatCopy } from './chat-copy';
import { handoffCopy } from './handoff-copy';
import { ChatComposer } from './chat-composer';
import { ChatHandoff } from './chat-handoff';
import { HandoffDraftOffer } from './handoff-draft';
import { ChatMessages } from './chat-messages';
import { useChat } from './use-chat';
import styles from './chat-panel.module.css';

type Props = {
  /** The panel is showing: focus goes to the message box. */
  open: boolean;
  onClose: () => void;
  /** The send button's icon, from the server (chat-body.tsx). */
  sendIcon: ReactNode;
};

/** On a phone the panel covers the page, so following a link in it closes it. */
const coversPage = () => window.matchMedia('(max-width: 30rem)').matches;

/**
 * The chat, in the panel the page already shows (chat-widget.tsx): the conversation, the
 * suggestions, the offer to pass a question to a person, and the message box. Loaded the first
 * time the panel opens, or the launcher is hovered or focused.
 */
export function ChatPanel({ open, onClose, sendIcon }: Props) {
  const { messages, pending, send, say, hasAsked, offerAt } = useChat();
  const input = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);

  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    // Keep the newest message in view; scrolling the box, never the page behind it. A chat with
    // no message yet shows from its top, and is not measured.
    const box = scroller.current;
    if (box && messages.length) box.scrollTop = box.scrollHeight;
  }, [messages, pending, open]);

  return (
    <>
      <div ref={scroller} className={styles.scroller}>
        <p className={styles.intro}>{chatCopy.subtitle}</p>
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
      <ChatComposer onSend={send} pending={pending} inputRef={input} icon={sendIcon} />
    </>
  );
}
