import type { Metadata } from 'next';
import { LINK_PROBLEM_TEXT } from '@/components/forms/form-texts';
import { FailureReasons, FormOutcome, OutcomeActions } from '@/components/forms/form-outcome';
import { ButtonLink } from '@/components/ui/button';
import { NEWSLETTER_PAGES } from '@/lib/form-pages';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'This link did not work',
  description: 'A newsletter link that is unknown, used or expired. Sign up again below.',
  path: NEWSLETTER_PAGES.invalidLink,
  noindex: true,
});

/** Where a newsletter link's button lands when the link did nothing; the fragment says why. */
export default function Page() {
  return (
    <FormOutcome
      title="This link did not work"
      crumbLabel="Link did not work"
      reasons={
        <FailureReasons texts={LINK_PROBLEM_TEXT} general="Nothing was changed by this link." />
      }
    >
      <h2>Sign up again</h2>
      <p>
        The newsletter form is at the foot of this page. We will email you a new link to confirm,
        valid for 7 days.
      </p>
      <OutcomeActions>
        <ButtonLink href="#newsletter-signup">Go to the newsletter form</ButtonLink>
      </OutcomeActions>
    </FormOutcome>
  );
}
