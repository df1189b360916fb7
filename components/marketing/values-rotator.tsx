import { Fragment } from 'react';
import type { CoreValue } from '@/content/values';
import { VALUES_INTERVAL_MS } from '@/lib/carousel';
import { autoplayIcons } from './autoplay-icons';
import { RadioRotation } from './radio-rotation';
import styles from './values-rotator.module.css';

/**
 * Shows one core value at a time and moves on every 3 s. Each value is a radio choice styled as a
 * button, followed by its panel, which CSS shows while it is checked: choosing works before any
 * script. Not a live region on purpose: a screen reader is not interrupted every few seconds; the
 * choices reach every value on demand.
 */
export function ValuesRotator({ values }: { values: readonly CoreValue[] }) {
  return (
    <RadioRotation
      label="Choose a core value"
      what="core values"
      delay={VALUES_INTERVAL_MS}
      className={styles.rotator}
      toggleClassName={styles.toggle}
      toggleIcons={autoplayIcons}
      // The panels span the choices' rows, and the pause button's below them, on wide screens.
      style={{ '--choices': values.length } as React.CSSProperties}
    >
      {values.map((value, i) => (
        <Fragment key={value.title}>
          <label className={styles.choice}>
            <input type="radio" name="core-value" defaultChecked={i === 0} />
            {value.title}
          </label>
          <article className={styles.panel}>
            <h3 className={styles.title}>{value.title}</h3>
            <p className={styles.desc}>{value.desc}</p>
          </article>
        </Fragment>
      ))}
    </RadioRotation>
  );
}
