'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { apiUrls } from '@/lib/api-client';
import { FIELD_MAX } from './field-limits';
import { postJson } from './post-json';
import styles from './newsletter-form.module.css';

/** The texts of spec 5 and 8. */
export const NEWSLETTER_TEXT = {
  empty: 'Please enter both name and email',
  invalidEmail: 'Please enter a valid email address.',
  failed: 'Subscription failed',
  offline: 'Failed to connect to server',
  success: 'Thank you for subscribing!',
} as const;

/** Spec 4: a success flag and an error message, both cleared on every submit. */
type Outcome = { kind: 'none' | 'success' | 'error'; text: string };
const CLEAR: Outcome = { kind: 'none', text: '' };
const failure = (text: string): Outcome => ({ kind: 'error', text });

export function NewsletterForm() {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(CLEAR);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(CLEAR);
    // noValidate on the form: the spec's own message for empty fields comes before any native check.
    if (!name.trim() || !email.trim()) {
      setOutcome(failure(NEWSLETTER_TEXT.empty));
      return;
    }
    // The browser's own email check, shown in the same place as every other message.
    const emailInput = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    if (emailInput.validity.typeMismatch) {
      setOutcome(failure(NEWSLETTER_TEXT.invalidEmail));
      emailInput.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await postJson(apiUrls.subscribe(), {
        name: name.trim(),
        email: email.trim(),
      });
      if (!answer.ok) {
        setOutcome(failure(answer.body.message ?? NEWSLETTER_TEXT.failed));
        return;
      }
      setOutcome({ kind: 'success', text: answer.body.message ?? NEWSLETTER_TEXT.success });
      setName('');
      setEmail('');
    } catch {
      setOutcome(failure(NEWSLETTER_TEXT.offline));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.newsletter} aria-labelledby={`${id}-heading`}>
      <div className={styles.intro}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          Subscribe to our newsletter
        </h2>
        <p className={styles.lead}>
          One short email a month: practical notes on M-Pesa integrations, cloud costs and secure
          software. No spam; unsubscribe any time.
        </p>
      </div>
      <form className={styles.form} onSubmit={subscribe} noValidate>
        <label className="visually-hidden" htmlFor={`${id}-name`}>
          Name for the newsletter
        </label>
        <input
          id={`${id}-name`}
          name="name"
          className={styles.input}
          placeholder="Your Name..."
          autoComplete="name"
          maxLength={FIELD_MAX.name}
          aria-required="true"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          Email for the newsletter
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          className={styles.input}
          placeholder="Enter Your Email Address..."
          autoComplete="email"
          maxLength={FIELD_MAX.email}
          aria-required="true"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" variant="accent" disabled={sending} className={styles.submit}>
          {sending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </form>
      {/* Both live regions are always in the page, so a change of their text is announced. */}
      <div className={styles.messages}>
        <p role="status" className={styles.success}>
          {outcome.kind === 'success' ? outcome.text : ''}
        </p>
        <p role="alert" className={styles.error}>
          {outcome.kind === 'error' ? outcome.text : ''}
        </p>
      </div>
    </section>
  );
}
