import type { ReactNode } from 'react';
import { Section } from '@/components/ui/section';
import { TeamShell } from './team-shell';
import styles from './team.module.css';

/**
 * A team page: a static shell whose sections load their data from the team's API once the
 * session is known. A new section is one JSON handler under app/api/team/ and one component here.
 */
export function TeamPage({
  title,
  path,
  children,
}: {
  title: string;
  path: string;
  children: ReactNode;
}) {
  return (
    <Section>
      <div className={`${styles.page} ${styles.top}`}>
        <h1 className={styles.title}>{title}</h1>
        <TeamShell path={path}>{children}</TeamShell>
      </div>
    </Section>
  );
}
