'use client';

import { draftDate } from '@/lib/draft';
import styles from './draft-offer.module.css';

type DraftOfferProps = {
  id: string;
  savedAt: number;
  /** What the message is, in a few words: "an unsent message", "an unsent question". */
  what?: string;
  onSend: () => void;
  onDiscard: () => void;
};

/**
 * The offer to send a draft kept from an earlier visit. It sits just before the form (or the
 * conversation) in reading order, and leaves the focus where the visitor put it.
 */
export function DraftOffer({
  id,
  savedAt,
  what = 'an unsent message',
  onSend,
  onDiscard,
}: DraftOfferProps) {
  return (
    <div role="region" aria-labelledby={id} className={styles.offer}>
      <p id={id} className={styles.text}>
        You have {what} from {draftDate(savedAt)}.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.send} onClick={onSend}>
          Send it now
        </button>
        <button type="button" className={styles.discard} onClick={onDiscard}>
          Discard
        </button>
      </div>
    </div>
  );
}
