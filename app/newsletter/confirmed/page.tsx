import type { Metadata } from 'next';
import { newsletter } from '@/content/newsletter';
import { FormOutcome, OutcomeActions } from '@/components/forms/form-outcome';
import { ButtonLink } from '@/components/ui/button';
import { NEWSLETTER_PAGES } from '@/lib/form-pages';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Subscription confirmed',
  description: 'You are on our newsletter list: one short email a month.',
  path: NEWSLETTER_PAGES.confirmed,
  noindex: true,
});

/** Where the confirm button lands once the subscription is confirmed. */
export default function Page() {
  return (
    <FormOutcome
      title="Your subscription is confirmed"
      crumbLabel="Confirmed"
      intro={newsletter.promise}
    >
      <h2>Welcome aboard</h2>
      <p>The next issue reaches you at the start of the month. {newsletter.howToLeave}</p>
      <OutcomeActions>
        <ButtonLink href="/blogs">Read our blog meanwhile</ButtonLink>
        <ButtonLink href="/" variant="outline">
          Back to the home page
        </ButtonLink>
      </OutcomeActions>
    </FormOutcome>
  );
}
