import type { Metadata } from 'next';
import { ContactAlternatives } from '@/components/contact/contact-alternatives';
import { CONTACT_FAILURE } from '@/components/forms/form-texts';
import { FailureReasons, FormOutcome } from '@/components/forms/form-outcome';
import { FIELD_MAX } from '@/lib/limits';
import { FORM_PAGES } from '@/lib/form-pages';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Message not sent',
  description: 'Your message did not reach us. Go back to the form, or email or WhatsApp us.',
  path: FORM_PAGES.contact.failed,
  noindex: true,
});

const rules = (
  <>
    <p>Please check that you gave us:</p>
    <ul>
      <li>{`your name (at most ${FIELD_MAX.name} characters) and the subject (at most ${FIELD_MAX.subject}) each on one line;`}</li>
      <li>a complete email address, such as name@example.co.ke;</li>
      <li>
        something in every field, and a message of at most{' '}
        {FIELD_MAX.message.toLocaleString('en-KE')} characters.
      </li>
    </ul>
  </>
);

/** Where the contact form lands when it was sent without JavaScript and refused. */
export default function Page() {
  return (
    <FormOutcome
      title="Your message was not sent"
      formPage={{ href: '/contact', label: 'Contact' }}
      crumbLabel="Message not sent"
      reasons={
        <FailureReasons
          texts={CONTACT_FAILURE}
          general="Something stopped your message on its way to us."
          details={{ 'check-details': rules }}
        />
      }
    >
      <h2>Nothing you typed is lost</h2>
      <p>
        Your browser&apos;s Back button takes you to the form with your message still in it: fix
        what is needed there and send it again.
      </p>
      <p>Or reach a person directly:</p>
      <ContactAlternatives />
    </FormOutcome>
  );
}
