import type { Metadata } from 'next';
import { TeamPage } from '@/components/team/team-page';
import { VitalsView } from '@/components/team/vitals-view';
import { pageMetadata } from '@/lib/server/metadata';
import { TEAM_PAGES } from '@/lib/team-pages';

export const metadata: Metadata = pageMetadata({
  title: 'Team: Web Vitals',
  description: 'How fast the site is for real visitors, per page and device, over 28 days.',
  path: TEAM_PAGES.vitals,
  noindex: true,
});

export default function Page() {
  return (
    <TeamPage title="Web Vitals" path={TEAM_PAGES.vitals}>
      <VitalsView />
    </TeamPage>
  );
}
