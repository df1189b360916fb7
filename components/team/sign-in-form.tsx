import { Button } from '@/components/ui/button';
import { TEAM_API } from '@/lib/team-pages';
import styles from './team.module.css';

/**
 * Asks for a sign-in link: a plain form post, so it works before and without scripts; the
 * answer is a page that reads the same for every address.
 */
export function SignInForm() {
  return (
    <form method="post" action={TEAM_API.requestLink} className={`${styles.card} ${styles.form}`}>
      <h2>Sign in</h2>
      <p className={styles.muted}>
        Team members sign in with a link sent to their work address. It works once, for 15 minutes.
      </p>
      <div className={styles.field}>
        <label htmlFor="team-email" className={styles.label}>
          Work email
        </label>
        <input
          id="team-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          className={styles.control}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit">Email me a sign-in link</Button>
      </div>
    </form>
  );
}
