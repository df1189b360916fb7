import type { Ref } from 'react';
import { mailtoHref, site } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import type { ApiAnswer } from './post-json';
import styles from './contact-form.module.css';

const FALLBACK: Partial<Record<number, string>> = {
  400: 'Some details need a fix before we can send your message.',
  413: 'Your message is too long to send. Please shorten it and try again.',
  429: 'You have sent several messages in a short time. Please wait a minute and try again.',
};

/** What went wrong, for people: the server's own words when it gave some (DESIGN §3). */
export function failureMessage(answer: ApiAnswer | null): string {
  if (!answer) return 'We could not reach our server. Please check your connection and try again.';
  return (
    answer.body.message ??
    FALLBACK[answer.status] ??
    'We could not send your message just now. Please try again in a few minutes.'
  );
}

/** DESIGN §8.1: the form keeps its inputs, and the visitor gets another way to reach us. */
export function ContactFailure({ message, ref }: { message: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div role="alert" tabIndex={-1} ref={ref} className={styles.failure}>
      <p className={styles.failureTitle}>{message}</p>
      <p>Your message is still in the form. You can also reach us directly:</p>
      <ul className={styles.alternatives}>
        <li>
          <Icon name="mail" size={18} />
          <a href={mailtoHref}>Email {site.email}</a>
        </li>
        <li>
          <Icon name="whatsapp" size={18} />
          <a href={site.whatsapp} target="_blank" rel="noopener noreferrer">
            Chat with us on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
