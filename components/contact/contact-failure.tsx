import type { ReactNode, Ref } from 'react';
import styles from './contact-form.module.css';

/** A lost lead is the worst failure: the form keeps its inputs, and the visitor gets another way in. */
type Props = {
  message: string;
  /** The other ways to reach us (ContactAlternatives), rendered by the server. */
  alternatives: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

export function ContactFailure({ message, alternatives, ref }: Props) {
  return (
    <div role="alert" tabIndex={-1} ref={ref} className={styles.failure}>
      <p className={styles.failureTitle}>{message}</p>
      <p>Your message is still in the form. You can also reach us directly:</p>
      {alternatives}
    </div>
  );
}
