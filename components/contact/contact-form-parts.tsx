import { Icon } from '@/components/ui/icon';
import { ContactAlternatives } from './contact-alternatives';
import type { ContactFormParts } from './contact-form';
import styles from './contact-form.module.css';

/**
 * What the contact form shows that the server draws, handed to the form: its icons
 * (components/ui/icon.tsx says why), and the other ways to reach us that a failed send offers.
 */
export const contactFormParts: ContactFormParts = {
  send: <Icon name="send" size={18} />,
  sent: <Icon name="check" size={28} className={styles.successIcon} />,
  alternatives: <ContactAlternatives />,
};
