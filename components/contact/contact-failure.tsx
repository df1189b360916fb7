import type { Ref } from 'react';
import { ContactAlternatives } from './contact-alternatives';
import styles from './contact-form.module.css';

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
