import type { Metadata } from 'next';
import { FormOutcome } from '@/components/forms/form-outcome';
import { LinkButtonForm } from '@/components/forms/link-button-form';
import { pageMetadata } from '@/lib/server/metadata';
import { TEAM_PAGES } from '@/lib/team-pages';

export const metadata: Metadata = pageMetadata({
  title: 'Sign in to the team pages',
  description: 'One press signs you in to the team pages.',
  path: TEAM_PAGES.signIn,
  noindex: true,
});

/** Where the mailed link leads. Opening it signs nobody in (mail scanners open links); the button does. */
export default function Page() {
  return (
    <FormOutcome title="Sign in to the team pages" crumbLabel="Sign in">
      <p>
        Press the button to sign in with the address this link was sent to. The link works once, for
        15 minutes. If you did not ask for it, close this page: nothing happens.
      </p>
      <LinkButtonForm label="Sign in" />
    </FormOutcome>
  );
}
