import { FormField } from './form-field';
import { SpamTrap } from '@/components/forms/spam-trap';
import type { ApiErrorBody } from '@/components/forms/post-json';
import styles from './contact-form.module.css';

export type ContactField = 'name' | 'email' | 'subject' | 'message';

/**
 * The four fields, checked natively by the browser (required, and an email address), plus the
 * spam trap. No length limit: the server's caps are far above any real message, and a field it
 * refuses comes back with its error. They are uncontrolled: what the visitor typed lives in the
 * page itself, so text typed before the scripts ran is neither lost nor overwritten when they
 * arrive, and the browser can post it without them.
 */
export function ContactFields({ errors }: { errors: NonNullable<ApiErrorBody['errors']> }) {
  const bind = (field: ContactField) => ({ name: field, defaultValue: '', required: true });
  return (
    <>
      <div className={styles.pair}>
        <FormField id="contact-name" label="Name" errors={errors.name}>
          {(control) => <input {...control} {...bind('name')} type="text" autoComplete="name" />}
        </FormField>
        <FormField id="contact-email" label="Email" errors={errors.email}>
          {(control) => <input {...control} {...bind('email')} type="email" autoComplete="email" />}
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" errors={errors.subject}>
        {(control) => <input {...control} {...bind('subject')} />}
      </FormField>
      <FormField id="contact-message" label="Message" errors={errors.message}>
        {(control) => (
          <textarea
            {...control}
            {...bind('message')}
            rows={6}
            placeholder="What are you building, who will use it, and is there a deadline?"
          />
        )}
      </FormField>
      <SpamTrap id="contact-website" />
    </>
  );
}
