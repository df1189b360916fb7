import type { Ref } from 'react';
import { reasonForStatus } from '@/lib/form-pages';
import { ContactAlternatives } from './contact-alternatives';
import { CONTACT_FAILURE } from '@/components/forms/form-texts';
import type { ApiAnswer } from '@/components/forms/post-json';
import styles from './contact-form.module.css';

/** What went wrong, for people: the server's own words when it gave some. */
export function failureMessage(answer: ApiAnswer | null): string {
  if (!answer) return 'We could not reach our server. Please check your connection and try again.';
  return answer.body.message ?? CONTACT_FAILURE[reasonForStatus(answer.status)];
}

/** A lost lead is the worst failure: the form keeps its inputs, and the visitor gets another way in. */
export function ContactFailure({ message, ref }: { message: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div role="alert" tabIndex={-1} ref={ref} className={styles.failure}>
      <p className={styles.failureTitle}>{message}</p>
      <p>Your message is still in the form. You can also reach us directly:</p>
      <ContactAlternatives />
    </div>
  );
}
