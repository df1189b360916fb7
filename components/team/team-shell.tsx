'use client';
import { SiteLink } from '@/components/ui/site-link';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TEAM_API, TEAM_SECTIONS } from '@/lib/team-pages';
import { SignInForm } from './sign-in-form';
import { TeamMemberContext, type TeamMember } from './team-member';
import styles from './team.module.css';

type Session =
  | { state: 'checking' }
  | { state: 'signed-in'; member: TeamMember }
  | { state: 'signed-out' }
  | { state: 'off' }
  | { state: 'removed' }
  | { state: 'error' };

const BY_STATUS: Record<number, Session['state']> = {
  401: 'signed-out',
  403: 'removed',
  404: 'off',
};

/**
 * The frame of every team page: asks the API who is signed in, then shows the page's sections
 * with the team's menu, or the sign-in form, or why the pages cannot be used. Nothing of the
 * team's data is in the page's HTML.
 */
export function TeamShell({ path, children }: { path: string; children: ReactNode }) {
  const [session, setSession] = useState<Session>({ state: 'checking' });
  useEffect(() => {
    fetch(TEAM_API.session, { cache: 'no-store' })
      .then(async (response) => {
        if (response.ok) setSession({ state: 'signed-in', member: await response.json() });
        else setSession({ state: BY_STATUS[response.status] ?? 'error' } as Session);
      })
      .catch(() => setSession({ state: 'error' }));
  }, []);

  switch (session.state) {
    case 'checking':
      return (
        <>
          <p role="status" className={styles.muted}>
            Checking whether you are signed in…
          </p>
          <noscript>
            <SignInForm />
          </noscript>
        </>
      );
    case 'signed-out':
      return <SignInForm />;
    case 'off':
      return (
        <div className={styles.card}>
          <h2>The team pages are off</h2>
          <p>
            Nobody can sign in until an operator lists the team&apos;s addresses in the{' '}
            <code>TEAM_EMAILS</code> environment variable (comma-separated), then restarts or
            redeploys the site. The README&apos;s section &ldquo;The team&apos;s pages&rdquo; says
            more.
          </p>
        </div>
      );
    case 'removed':
      return (
        <div className={styles.card} role="alert">
          <h2>You are signed out</h2>
          <p>This address is no longer on the team&apos;s list, so its sessions have ended.</p>
        </div>
      );
    case 'error':
      return (
        <p role="alert" className={styles.error}>
          The team pages cannot reach their API right now. Please reload the page in a minute.
        </p>
      );
    case 'signed-in':
      return (
        <TeamMemberContext.Provider value={session.member}>
          <div className={styles.bar}>
            <nav aria-label="Team pages">
              <ul className={styles.menu}>
                {TEAM_SECTIONS.map((section) => (
                  <li key={section.path}>
                    <SiteLink
                      href={section.path}
                      aria-current={section.path === path ? 'page' : undefined}
                    >
                      {section.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
            <form method="post" action={TEAM_API.signOut} className={styles.who}>
              <span>Signed in as {session.member.email}</span>
              <Button type="submit" variant="outline" size="small">
                Sign out
              </Button>
            </form>
          </div>
          {children}
        </TeamMemberContext.Provider>
      );
  }
}
