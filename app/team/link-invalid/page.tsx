import type { Metadata } from 'next';
import { SIGN_IN_PROBLEM_TEXT } from '@/components/forms/form-texts';
import { FailureReasons, FormOutcome, OutcomeActions } from '@/components/forms/form-outcome';
import { ButtonLink } from '@/components/ui/button';
import { pageMetadata } from '@/lib/server/metadata';
import { TEAM_PAGES } from '@/lib/team-pages';

export const metadata: Metadata = pageMetadata({
  title: 'This sign-in link did not work',
  description: 'A sign-in link that was used, expired or is unknown. Ask for a new one.',
  path: TEAM_PAGES.linkInvalid,
  noindex: true,
});

/** Where the sign-in button lands when it signed nobody in; the fragment says why. */
export default function Page() {
  return (
    <FormOutcome
      title="This sign-in link did not work"
      crumbLabel="Link did not work"
      reasons={<FailureReasons texts={SIGN_IN_PROBLEM_TEXT} general="Nobody was signed in." />}
    >
      <p>Ask for a new link on the team page.</p>
      <OutcomeActions>
        <ButtonLink href={TEAM_PAGES.home}>Ask for a new link</ButtonLink>
      </OutcomeActions>
    </FormOutcome>
  );
}
