import { ButtonLink, ExternalButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { contactHref, site } from '@/content/site';
import styles from './service-cta.module.css';

type Props = { title: string; subject: string };

/** The page's closing call to action: the contact form with this service's subject, or a call. */
export function ServiceCta({ title, subject }: Props) {
  return (
    <Section tone="alt" labelledBy="service-cta">
      <div className={styles.banner}>
        <h2 id="service-cta">Ready to talk about {title}?</h2>
        <p className={styles.text}>
          Tell us where you are and what you need. We will come back with questions, a first plan
          and an honest view of whether we are the right team for it.
        </p>
        <div className={styles.actions}>
          <ButtonLink href={contactHref(subject)} variant="accent">
            Talk to us about {title}
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
          <ExternalButtonLink href={site.consultationUrl} variant="light">
            Book a free {site.consultationMinutes}-minute consultation
            <span className="visually-hidden"> (opens in a new tab)</span>
          </ExternalButtonLink>
        </div>
      </div>
    </Section>
  );
}
