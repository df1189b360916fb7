'use client';

import { useEffect, useState } from 'react';
import {
  COUNTDOWN_MS,
  TICK_MS,
  countdownParts,
  countdownSummary,
  dayLabel,
  pad2,
  remainingMs,
} from '@/lib/countdown';
import styles from './countdown.module.css';

/**
 * Counts down 4 days from page load, once a second, and stops at zero. The server renders the
 * true starting value (4 days 00:00:00), so the static HTML never shows a wrong number.
 * Screen readers get a polite summary that changes once an hour, never the ticking seconds.
 */
export function Countdown() {
  const [left, setLeft] = useState(COUNTDOWN_MS);

  useEffect(() => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const next = remainingMs(startedAt, Date.now());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const parts = countdownParts(left);
  return (
    <div className={styles.countdown}>
      <p className="visually-hidden" role="status">
        {countdownSummary(parts)}
      </p>
      <div role="timer" aria-live="off" aria-atomic="true" className={styles.display}>
        <span className={styles.unit}>
          <span className={styles.value}>{parts.days}</span>{' '}
          <span className={styles.label}>{dayLabel(parts.days)}</span>
        </span>{' '}
        <span className={styles.unit} data-label="hours">
          <span className={styles.value}>{pad2(parts.hours)}</span>
        </span>
        <span className={styles.colon}>:</span>
        <span className={styles.unit} data-label="minutes">
          <span className={styles.value}>{pad2(parts.minutes)}</span>
        </span>
        <span className={styles.colon}>:</span>
        <span className={styles.unit} data-label="seconds">
          <span className={styles.value}>{pad2(parts.seconds)}</span>
        </span>
      </div>
    </div>
  );
}
