import type { Metadata } from 'next';
import { LeadsView } from '@/components/team/leads-view';
import { TeamPage } from '@/components/team/team-page';
import { pageMetadata } from '@/lib/server/metadata';
import { TEAM_PAGES } from '@/lib/team-pages';

export const metadata: Metadata = pageMetadata({
  title: 'Team: leads',
  description: 'The team’s leads, with where each came from. Sign in with your work email.',
  path: TEAM_PAGES.home,
  noindex: true,
});

/** The team's home: every lead with its source and state. A static shell; data from the API. */
export default function Page() {
  return (
    <TeamPage title="Leads" path={TEAM_PAGES.home}>
      <LeadsView />
    </TeamPage>
  );
}
