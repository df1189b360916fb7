import type { Metadata } from 'next';
import { FormOutcome, OutcomeActions } from '@/components/forms/form-outcome';
import { ButtonLink } from '@/components/ui/button';
import { NEWSLETTER_PAGES } from '@/lib/form-pages';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Unsubscribed',
  description: 'Your address is off our newsletter list.',
  path: NEWSLETTER_PAGES.unsubscribed,
  noindex: true,
});

/** Where the unsubscribe button lands. */
export default function Page() {
  return (
    <FormOutcome title="You are off the list" crumbLabel="Unsubscribed">
      <p>
        We will not send you the newsletter again. If a mail was already on its way, it is the last
        one.
      </p>
      <h2>Changed your mind?</h2>
      <p>
        Sign up again with the form at the foot of this page: we will ask you to confirm once more.
      </p>
      <OutcomeActions>
        <ButtonLink href="/" variant="outline">
          Back to the home page
        </ButtonLink>
      </OutcomeActions>
    </FormOutcome>
  );
}
