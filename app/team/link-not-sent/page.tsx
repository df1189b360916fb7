import type { Metadata } from 'next';
import { SIGN_IN_FAILURE } from '@/components/forms/form-texts';
import { FailureReasons, FormOutcome, OutcomeActions } from '@/components/forms/form-outcome';
import { ButtonLink } from '@/components/ui/button';
import { pageMetadata } from '@/lib/server/metadata';
import { TEAM_PAGES } from '@/lib/team-pages';

export const metadata: Metadata = pageMetadata({
  title: 'No link was sent',
  description: 'Asking for a sign-in link did not work this time.',
  path: TEAM_PAGES.linkNotSent,
  noindex: true,
});

/** Where asking for a sign-in link lands when it was refused; the fragment says why. */
export default function Page() {
  return (
    <FormOutcome
      title="No link was sent"
      crumbLabel="No link sent"
      reasons={<FailureReasons texts={SIGN_IN_FAILURE} general="Your request was not sent." />}
    >
      <OutcomeActions>
        <ButtonLink href={TEAM_PAGES.home}>Back to the sign-in form</ButtonLink>
      </OutcomeActions>
    </FormOutcome>
  );
}
