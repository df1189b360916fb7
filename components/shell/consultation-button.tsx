import { site } from '@/content/site';
import { buttonClass } from '@/components/ui/button';
import styles from './consultation-button.module.css';

/** Opens the external booking page for the free 30-minute consultation in a new tab. */
export function ConsultationButton() {
  return (
    <a
      href={site.consultationUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('accent', 'small', styles.button)}
    >
      <span className={styles.desktop}>Free IT Consultation</span>
      <span className={styles.mobile}>Free Consultation</span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
