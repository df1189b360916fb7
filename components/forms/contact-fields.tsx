import type { RefObject } from 'react';
import { FormField } from './form-field';
import { FIELD_MAX } from './field-limits';
import type { ApiErrorBody } from './post-json';
import styles from './contact-form.module.css';

export type ContactValues = { name: string; email: string; subject: string; message: string };
export type ContactField = keyof ContactValues;
export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

type ContactFieldsProps = {
  values: ContactValues;
  errors: NonNullable<ApiErrorBody['errors']>;
  honeypot: RefObject<HTMLInputElement | null>;
  onChange: (field: ContactField, value: string) => void;
};

/** The four fields of spec 2.7, checked natively by the browser, plus the spam trap. */
export function ContactFields({ values, errors, honeypot, onChange }: ContactFieldsProps) {
  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    required: true,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(field, e.target.value),
  });
  return (
    <>
      <div className={styles.pair}>
        <FormField id="contact-name" label="Name" errors={errors.name}>
          {(control) => (
            <input {...control} {...bind('name')} autoComplete="name" maxLength={FIELD_MAX.name} />
          )}
        </FormField>
        <FormField id="contact-email" label="Email" errors={errors.email}>
          {(control) => (
            <input
              {...control}
              {...bind('email')}
              type="email"
              autoComplete="email"
              maxLength={FIELD_MAX.email}
            />
          )}
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" errors={errors.subject}>
        {(control) => <input {...control} {...bind('subject')} maxLength={FIELD_MAX.subject} />}
      </FormField>
      <FormField id="contact-message" label="Message" errors={errors.message}>
        {(control) => (
          <textarea
            {...control}
            {...bind('message')}
            rows={6}
            placeholder="What are you building, who will use it, and is there a deadline?"
            maxLength={FIELD_MAX.message}
          />
        )}
      </FormField>
      {/* Spam trap: hidden from people and assistive technology; bots that fill it are ignored. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          ref={honeypot}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}
