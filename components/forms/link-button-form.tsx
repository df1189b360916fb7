import { Button } from '@/components/ui/button';
import styles from './form-outcome.module.css';

/**
 * The one button of a newsletter link's page. The form has no `action`, so the browser posts it
 * to the page's own address, the link's token included: a static page cannot know the token, and
 * the post works without any script. next.config.ts hands that post to the route handler.
 */
export function LinkButtonForm({ label }: { label: string }) {
  return (
    <form method="post" className={styles.actions}>
      <Button type="submit" variant="accent">
        {label}
      </Button>
    </form>
  );
}
