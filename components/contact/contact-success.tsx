'use client';

import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/icon';
import styles from './contact-form.module.css';

/** Replaces the form once the message is stored; focus moves here so it is read out. */
export function ContactSuccess({ name }: { name: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={styles.success}>
      <Icon name="check" size={28} className={styles.successIcon} />
      <p ref={ref} role="status" tabIndex={-1} className={styles.successText}>
        Thank you, {name}! We&apos;ve received your message.
      </p>
    </div>
  );
}
