import type { Metadata } from 'next';
import { FormOutcome } from '@/components/forms/form-outcome';
import { LinkButtonForm } from '@/components/forms/link-button-form';
import { NEWSLETTER_PAGES } from '@/lib/form-pages';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Unsubscribe',
  description: 'One click takes your address off our newsletter list.',
  path: NEWSLETTER_PAGES.unsubscribe,
  noindex: true,
});

/** Where the unsubscribe link of a mail leads when a person opens it. The button does the work. */
export default function Page() {
  return (
    <FormOutcome title="Unsubscribe from our newsletter" crumbLabel="Unsubscribe">
      <p>
        Press the button and we stop mailing the address this link was sent to. We keep only the
        address and the date you left, so that it is never added back by mistake; to have that
        erased too, email us.
      </p>
      <LinkButtonForm label="Unsubscribe" />
    </FormOutcome>
  );
}
