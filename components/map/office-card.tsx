import { site } from '@/content/site';
import { ExternalButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PhoneAndEmailItems } from '@/components/ui/phone-and-email';
import { googleMapsSearchUrl } from '@/lib/map/config';
import styles from './office-card.module.css';

/** The office address and directions; the whole page when no map key is configured. */
export function OfficeCard() {
  const { street, locality, country } = site.address;
  return (
    <section className={styles.card} aria-labelledby="office-heading">
      <div className={styles.pin} aria-hidden="true">
        <Icon name="mapPin" size={32} />
      </div>
      <div className={styles.body}>
        <h2 id="office-heading" className={styles.title}>
          Visit our Nairobi office
        </h2>
        <address className={styles.address}>
          {site.name}
          <br />
          {street}, {locality}
          <br />
          {country}
        </address>
        <ul className={styles.contacts}>
          <PhoneAndEmailItems />
        </ul>
        <ExternalButtonLink href={googleMapsSearchUrl(site.location)}>
          Open in Google Maps
          <Icon name="arrowRight" size={18} />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </ExternalButtonLink>
      </div>
    </section>
  );
}
