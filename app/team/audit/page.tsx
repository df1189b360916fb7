import type { Metadata } from 'next';
import { AuditView } from '@/components/team/audit-view';
import { TeamPage } from '@/components/team/team-page';
import { pageMetadata } from '@/lib/server/metadata';
import { TEAM_PAGES } from '@/lib/team-pages';

export const metadata: Metadata = pageMetadata({
  title: 'Team: audit log',
  description: 'Who signed in, changed a lead or downloaded a list, and when.',
  path: TEAM_PAGES.audit,
  noindex: true,
});

export default function Page() {
  return (
    <TeamPage title="Audit log" path={TEAM_PAGES.audit}>
      <AuditView />
    </TeamPage>
  );
}
