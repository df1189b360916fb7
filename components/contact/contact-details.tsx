import { SiteLink } from '@/components/ui/site-link';
import { mailtoHref, site, telHref } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-paths';
import styles from './contact.module.css';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

function Item({
  icon,
  label,
  children,
}: {
  icon: IconName;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li className={styles.item}>
      <span className={styles.itemIcon}>
        <Icon name={icon} size={22} />
      </span>
      <span>
        <span className={styles.itemLabel}>{label}</span>
        {children}
      </span>
    </li>
  );
}

/** The ways to reach the company; every value comes from content/site.ts. */
export function ContactDetails() {
  return (
    <ul className={styles.details} aria-label="Contact details">
      <Item icon="call" label="Call us">
        <a href={telHref}>{site.phone}</a>
      </Item>
      <Item icon="mail" label="Email us">
        <a href={mailtoHref}>{site.email}</a>
      </Item>
      <Item icon="whatsapp" label="WhatsApp">
        <a href={site.whatsapp} {...NEW_TAB}>
          Chat with us on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </Item>
      <Item icon="mapPin" label="Location">
        <SiteLink href="/maps">{site.address.label}</SiteLink>
      </Item>
      <Item icon="linkedin" label="LinkedIn">
        <a href={site.linkedin} {...NEW_TAB}>
          {site.name} on LinkedIn<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </Item>
    </ul>
  );
}
