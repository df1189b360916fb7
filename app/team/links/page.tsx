import type { Metadata } from 'next';
import { LinkBuilder } from '@/components/team/link-builder';
import { LinkStatsView } from '@/components/team/link-stats-view';
import { TeamPage } from '@/components/team/team-page';
import { pageMetadata } from '@/lib/server/metadata';
import { TEAM_PAGES } from '@/lib/team-pages';

export const metadata: Metadata = pageMetadata({
  title: 'Team: shared links',
  description: 'Build a link to share, with its QR code, and see what each link brought.',
  path: TEAM_PAGES.links,
  noindex: true,
});

export default function Page() {
  return (
    <TeamPage title="Shared links" path={TEAM_PAGES.links}>
      <LinkBuilder />
      <LinkStatsView />
    </TeamPage>
  );
}
