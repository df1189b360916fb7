import { SiteLink } from '@/components/ui/site-link';
import { mailtoHref, site, telHref } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-paths';
import styles from './contact.module.css';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

type ItemProps = {
  icon: IconName;
  /** The caption shown above the value, which also begins the link's name. */
  label: string;
  href: string;
  /** Another site, opened in a new tab. */
  external?: boolean;
  children: React.ReactNode;
};

/**
 * One way to reach the company: a caption over a link. The link's name starts with the caption
 * ("Location: Nairobi, Kenya"), so it says what it is on its own, as a screen reader lists it;
 * the caption itself is then not read twice.
 */
function Item({ icon, label, href, external = false, children }: ItemProps) {
  const text = (
    <>
      <span className="visually-hidden">{label}: </span>
      {children}
      {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </>
  );
  return (
    <li className={styles.item}>
      <span className={styles.itemIcon}>
        <Icon name={icon} size={22} />
      </span>
      <span>
        <span className={styles.itemLabel} aria-hidden="true">
          {label}
        </span>
        {external ? (
          <a href={href} {...NEW_TAB}>
            {text}
          </a>
        ) : href.startsWith('/') ? (
          <SiteLink href={href}>{text}</SiteLink>
        ) : (
          <a href={href}>{text}</a>
        )}
      </span>
    </li>
  );
}

/** The ways to reach the company; every value comes from content/site.ts. */
export function ContactDetails() {
  return (
    <ul className={styles.details} aria-label="Contact details">
      <Item icon="call" label="Call us" href={telHref}>
        {site.phone}
      </Item>
      <Item icon="mail" label="Email us" href={mailtoHref}>
        {site.email}
      </Item>
      <Item icon="whatsapp" label="WhatsApp" href={site.whatsapp} external>
        Chat with us on WhatsApp
      </Item>
      <Item icon="mapPin" label="Location" href="/maps">
        {site.address.label}
      </Item>
      <Item icon="linkedin" label="LinkedIn" href={site.linkedin} external>
        {site.name} on LinkedIn
      </Item>
    </ul>
  );
}
