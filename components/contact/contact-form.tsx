'use client';

import { Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { Button } from '@/components/ui/button';
import { apiUrls } from '@/lib/api-client';
import { ContactFailure } from './contact-failure';
import { failureMessage } from '@/components/forms/form-texts';
import { ContactFields } from './contact-fields';
import { ContactSuccess } from './contact-success';
import { postJson, type ApiAnswer, type ApiErrorBody } from '@/components/forms/post-json';
import { currentLeadSource } from '@/lib/visit-note';
import { SubjectPrefill } from './subject-prefill';
import { useHydrated } from '@/components/ui/use-hydrated';
import { DraftOffer } from '@/components/forms/draft-offer';
import { useDraft } from '@/components/forms/use-draft';
import styles from './contact-form.module.css';

type FieldErrors = NonNullable<ApiErrorBody['errors']>;
/** `attempt` tells one failed submit from the next, so focus moves to each new alert once. */
type Failure = { message: string; errors: FieldErrors; attempt: number };

const textOf = (fields: FormData, name: string) => String(fields.get(name) ?? '');
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * What the form shows that the server renders (contact-form-parts.tsx): the send button's icon,
 * the thank-you's, and the other ways to reach us that a failed send offers.
 */
export type ContactFormParts = { send: ReactNode; sent: ReactNode; alternatives: ReactNode };

export function ContactForm({ parts }: { parts: ContactFormParts }) {
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const hydrating = !useHydrated();
  const shownInTheHtml = useRef(hydrating);
  const startedAt = useRef(0);
  const form = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The spam trap times the visitor from when the form appeared: for a form in the page's HTML
    // that is the page load, since a visitor on a slow phone may have typed long before hydration.
    startedAt.current = shownInTheHtml.current ? Math.round(performance.timeOrigin) : Date.now();
  }, []);
  const attempt = failure?.attempt;
  useEffect(() => {
    if (attempt) alertRef.current?.focus();
  }, [attempt]);

  const draft = useDraft('contact-draft', FIELDS);
  const [linkSubject, setLinkSubject] = useState('');
  useEffect(() => {
    const input = form.current?.elements.namedItem('subject');
    // A subject the visitor has already typed wins over the one from the link, and while an
    // earlier draft is on offer the link's subject waits: sent, the draft keeps its own subject;
    // discarded, the link's fills the empty field.
    if (draft.checked && !draft.offer && input instanceof HTMLInputElement && !input.value)
      input.value = linkSubject;
  }, [draft.checked, draft.offer, linkSubject]);

  function sendDraft() {
    const offered = draft.offer;
    if (!form.current || !offered) return;
    for (const name of FIELDS) {
      const field = form.current.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
        field.value = offered.fields[name] ?? '';
    }
    // Written on an earlier visit: timed from when that form was shown.
    startedAt.current = Math.min(startedAt.current, offered.startedAt);
    draft.dismissOffer();
    form.current.requestSubmit();
  }

  function edited(target: EventTarget) {
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    // A field the visitor has changed no longer carries the server's complaint about it.
    setFailure((f) => f && { ...f, errors: { ...f.errors, [target.name]: undefined } });
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Kept until the team has it: a failed send leaves the visitor's words in the browser.
    draft.save(event.currentTarget, startedAt.current);
    const fields = new FormData(event.currentTarget);
    const payload = {
      name: textOf(fields, 'name').trim(),
      email: textOf(fields, 'email').trim(),
      subject: textOf(fields, 'subject').trim(),
      message: textOf(fields, 'message').trim(),
      website: textOf(fields, 'website'),
      startedAt: startedAt.current,
      source: currentLeadSource(),
    };
    setSending(true);
    let answer: ApiAnswer | null = null;
    try {
      answer = await postJson(apiUrls.contact(), payload);
      if (answer.ok) {
        draft.clear();
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

  if (sentTo !== null) return <ContactSuccess name={sentTo} icon={parts.sent} />;

  return (
    // Posted by the browser itself until the scripts have run, or when they never do.
    <form
      ref={form}
      className={styles.form}
      method="post"
      action={apiUrls.contact()}
      onSubmit={send}
      onChange={(event) => edited(event.target)}
      onInput={(event) => draft.save(event.currentTarget, startedAt.current, true)}
      aria-labelledby="contact-form-heading"
    >
      <Suspense fallback={null}>
        <SubjectPrefill onSubject={setLinkSubject} />
      </Suspense>
      <h2 id="contact-form-heading" className={styles.heading}>
        Send us a message
      </h2>
      {draft.offer ? (
        <DraftOffer
          id="contact-draft-offer"
          savedAt={draft.offer.savedAt}
          onSend={sendDraft}
          onDiscard={draft.clear}
        />
      ) : null}
      <p className={styles.hint}>All fields are required.</p>
      <ContactFields errors={failure?.errors ?? {}} />
      {failure ? (
        <ContactFailure
          ref={alertRef}
          message={failure.message}
          alternatives={parts.alternatives}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {parts.send}
          {sending ? 'Sending…' : 'Chat With Us'}
        </Button>
        <p className={styles.privacy}>
          We use your details only to reply to you. See our{' '}
          <SiteLink href="/privacy-policy">privacy policy</SiteLink>.
        </p>
      </div>
    </form>
  );
}
