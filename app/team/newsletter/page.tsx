import type { Metadata } from 'next';
import { NewsletterView } from '@/components/team/newsletter-view';
import { TeamPage } from '@/components/team/team-page';
import { pageMetadata } from '@/lib/server/metadata';
import { TEAM_PAGES } from '@/lib/team-pages';

export const metadata: Metadata = pageMetadata({
  title: 'Team: newsletter',
  description: 'The newsletter list’s counts, sign-ups per week, and the confirmed list.',
  path: TEAM_PAGES.newsletter,
  noindex: true,
});

export default function Page() {
  return (
    <TeamPage title="Newsletter" path={TEAM_PAGES.newsletter}>
      <NewsletterView />
    </TeamPage>
  );
}
