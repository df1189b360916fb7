'use client';

import type { CoreValue } from '@/content/values';
import { VALUES_INTERVAL_MS } from '@/lib/carousel';
import { AutoplayToggle } from './autoplay-toggle';
import { useRotation } from './use-rotation';
import styles from './values-rotator.module.css';

/**
 * Shows one core value at a time and moves on every 3 s. Not a live region on purpose: a screen
 * reader is not interrupted every few seconds; the buttons reach every value on demand.
 */
export function ValuesRotator({ values }: { values: readonly CoreValue[] }) {
  const { index, select, stopped, toggle, containerProps } = useRotation(
    values.length,
    VALUES_INTERVAL_MS,
  );

  return (
    <div className={styles.rotator} {...containerProps}>
      <div className={styles.choices}>
        <div role="group" aria-label="Choose a core value" className={styles.list}>
          {values.map((value, i) => (
            <button
              key={value.title}
              type="button"
              className={styles.choice}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => select(i)}
            >
              <span className={styles.number} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              {value.title}
            </button>
          ))}
        </div>
        <AutoplayToggle stopped={stopped} onToggle={toggle} what="core values" />
      </div>
      {values.map((value, i) => (
        <article key={value.title} className={styles.panel} hidden={i !== index}>
          <h3 className={styles.title}>{value.title}</h3>
          <p className={styles.desc}>{value.desc}</p>
        </article>
      ))}
    </div>
  );
}
