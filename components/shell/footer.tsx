import { SiteLink } from '@/components/ui/site-link';
import { footerColumns } from '@/content/navigation';
import { site } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import { PhoneAndEmailItems } from '@/components/ui/phone-and-email';
import { CopyrightYear } from './copyright-year';
import styles from './footer.module.css';

export function Footer({ newsletter }: { newsletter?: React.ReactNode }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brand}>
            {site.name}
          </h2>
          <p className={styles.tagline}>{site.tagline}</p>
          <p className={styles.blurb}>
            Software engineering and IT services from Nairobi for startups, agencies and enterprises
            across East Africa.
          </p>
          <ul className={styles.contacts}>
            <PhoneAndEmailItems />
            <li>
              <Icon name="mapPin" size={18} />
              <SiteLink href="/maps">{site.address.label}</SiteLink>
            </li>
          </ul>
        </section>

        {footerColumns.map((column) => (
          <nav key={column.title} className={styles.column} aria-label={column.title}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        {newsletter ? <div className={styles.newsletter}>{newsletter}</div> : null}
      </div>

      <div className={`container ${styles.bottom}`}>
        <p>
          © <CopyrightYear buildYear={new Date().getFullYear()} /> {site.name}. All rights reserved.
        </p>
        <ul className={styles.social} aria-label="Social media">
          {site.social.map((item) => (
            <li key={item.name}>
              <a
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${site.name} on ${item.name} (opens in a new tab)`}
              >
                {item.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
