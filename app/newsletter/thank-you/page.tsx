import type { Metadata } from 'next';
import { NEWSLETTER_TEXT } from '@/components/forms/form-texts';
import { FormOutcome, OutcomeActions } from '@/components/forms/form-outcome';
import { ButtonLink } from '@/components/ui/button';
import { FORM_PAGES } from '@/lib/form-pages';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Subscribed',
  description: 'Check your inbox for the link that confirms your subscription.',
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
      <h2>{NEWSLETTER_TEXT.checkInbox}</h2>
      <p>
        We have emailed you a link: open it and press &ldquo;Confirm my subscription&rdquo;. Until
        you do, we send you nothing else. No mail after a few minutes? Look in your spam folder.
      </p>
      <p>Meanwhile, our articles cover the same ground in more depth.</p>
      <OutcomeActions>
        <ButtonLink href="/blogs">Read our blog</ButtonLink>
        <ButtonLink href="/" variant="outline">
          Back to the home page
        </ButtonLink>
      </OutcomeActions>
    </FormOutcome>
  );
}
