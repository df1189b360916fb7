import type { Metadata } from 'next';
import { NextSteps } from '@/components/contact/next-steps';
import { FormOutcome, OutcomeActions } from '@/components/forms/form-outcome';
import { ButtonLink } from '@/components/ui/button';
import { FORM_PAGES } from '@/lib/form-pages';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Message received',
  description: 'Your message has reached our team in Nairobi. We reply within one working day.',
  path: FORM_PAGES.contact.done,
  noindex: true,
});

/** Where the contact form lands when it was sent without JavaScript. */
export default function Page() {
  return (
    <FormOutcome
      title="Thank you! We've received your message."
      formPage={{ href: '/contact', label: 'Contact' }}
      crumbLabel="Message received"
      intro="It is with our team now. Here is what happens next."
      framed={false}
    >
      <NextSteps />
      <OutcomeActions>
        <ButtonLink href="/">Back to the home page</ButtonLink>
        <ButtonLink href="/services" variant="outline">
          Explore our services
        </ButtonLink>
      </OutcomeActions>
    </FormOutcome>
  );
}
