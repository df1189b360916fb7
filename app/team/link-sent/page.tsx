import type { Metadata } from 'next';
import { FormOutcome } from '@/components/forms/form-outcome';
import { pageMetadata } from '@/lib/server/metadata';
import { LINK_ANSWER_TEXT, TEAM_PAGES } from '@/lib/team-pages';

export const metadata: Metadata = pageMetadata({
  title: 'Check your inbox',
  description: 'A sign-in link is on its way to a listed address.',
  path: TEAM_PAGES.linkSent,
  noindex: true,
});

/** The one answer to every request for a sign-in link, whatever address was typed. */
export default function Page() {
  return (
    <FormOutcome title="Check your inbox" crumbLabel="Check your inbox">
      <p>{LINK_ANSWER_TEXT}</p>
      <p>
        Nothing after a few minutes? Check the address you typed and your spam folder, or ask an
        operator whether your address is on the team&apos;s list.
      </p>
    </FormOutcome>
  );
}
