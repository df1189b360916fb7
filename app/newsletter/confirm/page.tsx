import type { Metadata } from 'next';
import { newsletter } from '@/content/newsletter';
import { FormOutcome } from '@/components/forms/form-outcome';
import { LinkButtonForm } from '@/components/forms/link-button-form';
import { NEWSLETTER_PAGES } from '@/lib/form-pages';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Confirm your subscription',
  description: 'One click confirms that you want our monthly newsletter.',
  path: NEWSLETTER_PAGES.confirm,
  noindex: true,
});

/** Where the link in the confirmation mail leads. Opening it changes nothing; the button does. */
export default function Page() {
  return (
    <FormOutcome title="Confirm your subscription" crumbLabel="Confirm" intro={newsletter.promise}>
      <p>
        Press the button to confirm that you want our newsletter at the address this link was sent
        to. If you did not ask for it, close this page: nothing happens, and the sign-up is deleted
        within 7 days.
      </p>
      <LinkButtonForm label="Confirm my subscription" />
    </FormOutcome>
  );
}
