import type { Metadata } from 'next';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactIllustration } from '@/components/contact/contact-illustration';
import { NextSteps } from '@/components/contact/next-steps';
import { ContactForm } from '@/components/contact/contact-form';
import { contactFormParts } from '@/components/contact/contact-form-parts';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/lib/server/metadata';
import styles from '@/components/contact/contact.module.css';
import { alt as contactCardAlt } from './opengraph-image';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description:
    'Tell us about your project. Call, email, WhatsApp or send a message and we reply within one working day.',
  path: '/contact',
  image: { url: '/contact/opengraph-image', alt: contactCardAlt },
});

export default function Page() {
  return (
    <>
      <OrganizationJsonLd />
      <PageHero
        title="Contact Us"
        breadcrumb={[HOME_CRUMB]}
        crumbLabel="Contact"
        intro="A new product, an M-Pesa or bank integration, or a system that needs rescuing: tell us what you are working on. We reply within one working day."
        fadeOnScroll
      />
      <Section labelledBy="reach-us-heading">
        <div className={styles.layout}>
          <div className={styles.reach}>
            <h2 id="reach-us-heading" className={styles.asideHeading}>
              Talk to a real engineer
            </h2>
            <p className={styles.promise}>
              We reply within one working day. Prefer to talk now? Call or WhatsApp us.
            </p>
            <ContactDetails />
          </div>
          <div className={styles.form}>
            <ContactForm parts={contactFormParts} />
          </div>
          <div className={styles.next}>
            <NextSteps />
            <ContactIllustration />
          </div>
        </div>
      </Section>
    </>
  );
}
