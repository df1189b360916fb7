import type { Metadata } from 'next';
import { NEWSLETTER_TEXT } from '@/components/forms/form-texts';
import { FormOutcome, OutcomeActions } from '@/components/forms/form-outcome';
import { ButtonLink } from '@/components/ui/button';
import { FORM_PAGES } from '@/lib/form-pages';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Subscribed',
  description: 'You are on our newsletter list: one short email a month, no spam.',
  path: FORM_PAGES.subscribe.done,
  noindex: true,
});

/** Where the newsletter form lands when it was sent without JavaScript. */
export default function Page() {
  return (
    <FormOutcome
      title={NEWSLETTER_TEXT.success}
      crumbLabel="Subscribed"
      intro={NEWSLETTER_TEXT.promise}
    >
      <h2>While you wait for the first one</h2>
      <p>Our articles cover the same ground in more depth.</p>
      <OutcomeActions>
        <ButtonLink href="/blogs">Read our blog</ButtonLink>
        <ButtonLink href="/" variant="outline">
          Back to the home page
        </ButtonLink>
      </OutcomeActions>
    </FormOutcome>
  );
}
