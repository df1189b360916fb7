'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './contact-form.module.css';

/** Replaces the form once the message is stored; focus moves here so it is read out. */
export function ContactSuccess({ name, icon }: { name: string; icon: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={styles.success}>
      {icon}
      <p ref={ref} role="status" tabIndex={-1} className={styles.successText}>
        Thank you, {name}! We&apos;ve received your message.
      </p>
    </div>
  );
}
