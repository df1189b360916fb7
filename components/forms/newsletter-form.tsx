'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { apiUrls } from '@/lib/api-client';
import { FIELD_MAX } from '@/lib/limits';
import { NEWSLETTER_TEXT } from './form-texts';
import { currentLeadSource } from '@/lib/visit-note';
import { postJson } from './post-json';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './newsletter-form.module.css';

/** A success flag and an error message, both cleared on every submit. */
type Outcome = { kind: 'none' | 'success' | 'error'; text: string };
const CLEAR: Outcome = { kind: 'none', text: '' };
const failure = (text: string): Outcome => ({ kind: 'error', text });

/**
 * Whether a field is empty, the one thing the form itself checks: a malformed address never gets
 * here, since the browser's own email check stops the send first.
 */
function missingField(form: HTMLFormElement): boolean {
  const fields = new FormData(form);
  return !String(fields.get('name') ?? '').trim() || !String(fields.get('email') ?? '').trim();
}

/**
 * Whether the visitor tried to send the form before the scripts ran and the browser's own check
 * stopped it: its fields are then `:user-invalid` (also after a bad value was typed and left).
 */
function triedBeforeScripts(form: HTMLFormElement) {
  try {
    return form.querySelector(':user-invalid') !== null;
  } catch {
    return false; // a browser that does not know the selector throws on it
  }
}

export function NewsletterForm() {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(CLEAR);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // The browser's bubble for a send it stopped before the scripts ran is gone in a moment: the
    // form's own message for it stays, as it would for a send made now.
    const form = formRef.current;
    if (form && triedBeforeScripts(form) && missingField(form))
      setOutcome(failure(NEWSLETTER_TEXT.empty));
  }, []);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setOutcome(CLEAR);
    // Once hydrated the fields are no longer `required`, so an empty field reaches this check and
    // gets the form's own message, where the browser would show its bubble.
    if (missingField(form)) {
      setOutcome(failure(NEWSLETTER_TEXT.empty));
      return;
    }
    // Read from the page, not from state: text typed before the scripts ran is there too.
    const fields = new FormData(form);
    const name = String(fields.get('name') ?? '').trim();
    const email = String(fields.get('email') ?? '').trim();
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
        ref={formRef}
        className={styles.form}
        method="post"
        action={apiUrls.subscribe()}
        onSubmit={subscribe}
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
          required={!hydrated}
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
          required={!hydrated}
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
