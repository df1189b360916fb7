import { mailtoHref, site } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import styles from './contact-form.module.css';

/** The other ways to reach a person, offered wherever a message could not be sent. */
export function ContactAlternatives() {
  return (
    <ul className={styles.alternatives}>
      <li>
        <Icon name="mail" size={18} />
        <a href={mailtoHref}>Email {site.email}</a>
      </li>
      <li>
        <Icon name="whatsapp" size={18} />
        <a href={site.whatsapp} target="_blank" rel="noopener noreferrer">
          Chat with us on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
