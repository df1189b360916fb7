import { chatCopy } from './chat-copy';
import type { ChatMessage } from './chat-storage';
import { ChatText } from './chat-text';
import styles from './chat-panel.module.css';

type Props = {
  messages: readonly ChatMessage[];
  pending: boolean;
  onNavigate: () => void;
};

/** The conversation as a polite live log: screen readers hear each new message once. */
export function ChatMessages({ messages, pending, onNavigate }: Props) {
  return (
    <div className={styles.log} role="log" aria-live="polite" aria-label="Conversation">
      {messages.map((message, i) => (
        <p key={i} className={message.sender === 'user' ? styles.user : styles.bot}>
          <span className="visually-hidden">{message.sender === 'user' ? 'You: ' : 'Bot: '}</span>
          {message.sender === 'bot' ? (
            <ChatText text={message.text} onNavigate={onNavigate} />
          ) : (
            message.text
          )}
        </p>
      ))}
      {pending && <p className={`${styles.bot} ${styles.thinking}`}>{chatCopy.thinking}</p>}
    </div>
  );
}
