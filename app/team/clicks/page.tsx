import type { Metadata } from 'next';
import { ClicksView } from '@/components/team/clicks-view';
import { TeamPage } from '@/components/team/team-page';
import { pageMetadata } from '@/lib/server/metadata';
import { TEAM_PAGES } from '@/lib/team-pages';

export const metadata: Metadata = pageMetadata({
  title: 'Team: clicks',
  description: 'The most-clicked links and buttons of each page over 7 and 30 days.',
  path: TEAM_PAGES.clicks,
  noindex: true,
});

export default function Page() {
  return (
    <TeamPage title="Clicks" path={TEAM_PAGES.clicks}>
      <ClicksView />
    </TeamPage>
  );
}
