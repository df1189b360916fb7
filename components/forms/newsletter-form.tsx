'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { apiUrls } from '@/lib/api-client';
import { FIELD_MAX } from '@/lib/limits';
import { NEWSLETTER_TEXT } from './form-texts';
import { currentLeadSource } from '@/lib/visit-note';
import { postJson } from './post-json';
import { useHydrated } from './use-hydrated';
import styles from './newsletter-form.module.css';

/** A success flag and an error message, both cleared on every submit. */
type Outcome = { kind: 'none' | 'success' | 'error'; text: string };
const CLEAR: Outcome = { kind: 'none', text: '' };
const failure = (text: string): Outcome => ({ kind: 'error', text });

export function NewsletterForm() {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(CLEAR);
  const hydrated = useHydrated();

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // Read from the page, not from state: text typed before the scripts ran is there too.
    const fields = new FormData(form);
    const name = String(fields.get('name') ?? '').trim();
    const email = String(fields.get('email') ?? '').trim();
    setOutcome(CLEAR);
    // noValidate once hydrated: our one message for empty fields comes before any native bubble.
    if (!name || !email) {
      setOutcome(failure(NEWSLETTER_TEXT.empty));
      return;
    }
    // The browser's own email check, shown in the same place as every other message.
    const emailInput = form.elements.namedItem('email') as HTMLInputElement;
    if (emailInput.validity.typeMismatch) {
      setOutcome(failure(NEWSLETTER_TEXT.invalidEmail));
      emailInput.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await postJson(apiUrls.subscribe(), {
        name,
        email,
        source: currentLeadSource(),
      });
      if (!answer.ok) {
        setOutcome(failure(answer.body.message ?? NEWSLETTER_TEXT.failed));
        return;
      }
      // Our own words on success whatever the API host answers; its message only explains a
      // refusal.
      setOutcome({ kind: 'success', text: NEWSLETTER_TEXT.success });
      form.reset();
    } catch {
      setOutcome(failure(NEWSLETTER_TEXT.offline));
    } finally {
      setSending(false);
    }
  }

  return (
    <section id="newsletter-signup" className={styles.newsletter} aria-labelledby={`${id}-heading`}>
      <div className={styles.intro}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          Subscribe to our newsletter
        </h2>
        <p className={styles.lead}>{NEWSLETTER_TEXT.promise}</p>
      </div>
      {/* Before the scripts run (or without them) the browser checks the fields and posts the form. */}
      <form
        className={styles.form}
        method="post"
        action={apiUrls.subscribe()}
        onSubmit={subscribe}
        noValidate={hydrated}
      >
        <label className="visually-hidden" htmlFor={`${id}-name`}>
          Name for the newsletter
        </label>
        <input
          id={`${id}-name`}
          name="name"
          className={styles.input}
          placeholder="Your Name..."
          type="text"
          autoComplete="name"
          maxLength={FIELD_MAX.name}
          required
          defaultValue=""
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
          required
          defaultValue=""
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
        {/* What happens next, beside the thanks rather than part of it, and announced after it. */}
        <p aria-live="polite" className={styles.next}>
          {outcome.kind === 'success' ? NEWSLETTER_TEXT.checkInbox : ''}
        </p>
        <p role="alert" className={styles.error}>
          {outcome.kind === 'error' ? outcome.text : ''}
        </p>
      </div>
    </section>
  );
}
