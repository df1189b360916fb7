'use client';

import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { apiUrls } from '@/lib/api-client';
import { ContactFailure, failureMessage } from './contact-failure';
import {
  ContactFields,
  EMPTY_CONTACT,
  type ContactField,
  type ContactValues,
} from './contact-fields';
import { ContactSuccess } from './contact-success';
import { postJson, type ApiAnswer, type ApiErrorBody } from './post-json';
import { SubjectPrefill } from './subject-prefill';
import styles from './contact-form.module.css';

type FieldErrors = NonNullable<ApiErrorBody['errors']>;
/** `attempt` tells one failed submit from the next, so focus moves to each new alert once. */
type Failure = { message: string; errors: FieldErrors; attempt: number };

export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const startedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  const attempt = failure?.attempt;
  useEffect(() => {
    if (attempt) alertRef.current?.focus();
  }, [attempt]);

  const prefill = useCallback((subject: string) => setValues((v) => ({ ...v, subject })), []);

  function edit(field: ContactField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    // A field the visitor has changed no longer carries the server's complaint about it.
    setFailure((f) => f && { ...f, errors: { ...f.errors, [field]: undefined } });
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      website: honeypot.current?.value ?? '',
      startedAt: startedAt.current,
    };
    setSending(true);
    let answer: ApiAnswer | null = null;
    try {
      answer = await postJson(apiUrls.contact(), payload);
      if (answer.ok) {
        setSentTo(payload.name);
        return;
      }
      console.error('Email send failed', answer.status, answer.body.message ?? '');
    } catch (error) {
      console.error('Email send failed', error);
    } finally {
      setSending(false);
    }
    setFailure((previous) => ({
      message: failureMessage(answer),
      errors: answer?.body.errors ?? {},
      attempt: (previous?.attempt ?? 0) + 1,
    }));
  }

  if (sentTo !== null) return <ContactSuccess name={sentTo} />;

  return (
    <form className={styles.form} onSubmit={send} aria-labelledby="contact-form-heading">
      <Suspense fallback={null}>
        <SubjectPrefill onSubject={prefill} />
      </Suspense>
      <h2 id="contact-form-heading" className={styles.heading}>
        Send us a message
      </h2>
      <p className={styles.hint}>All fields are required.</p>
      <ContactFields
        values={values}
        errors={failure?.errors ?? {}}
        honeypot={honeypot}
        onChange={edit}
      />
      {failure ? <ContactFailure ref={alertRef} message={failure.message} /> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          <Icon name="send" size={18} />
          {sending ? 'Sending…' : 'Chat With Us'}
        </Button>
        <p className={styles.privacy}>
          We use your details only to reply to you. See our{' '}
          <Link href="/privacy-policy">privacy policy</Link>.
        </p>
      </div>
    </form>
  );
}
