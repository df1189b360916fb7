import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-paths';
import type { BlogPost } from '@/lib/server/content/articles';
import styles from './post-card.module.css';
import type { CardIcons } from './post-card';

/**
 * The icons the cards of `posts` and the list's pager show, drawn by the server and handed to
 * them, since the blog list is a client component (components/ui/icon.tsx says why).
 */
export function cardIcons(posts: readonly BlogPost[]): CardIcons {
  const names = new Set<IconName>(posts.map((post) => post.icon));
  return {
    byName: Object.fromEntries(
      [...names].map((name) => [
        name,
        {
          picture: <Icon name={name} size={56} className={styles.fallback} />,
          label: <Icon name={name} size={20} />,
        },
      ]),
    ),
    more: <Icon name="arrowRight" size={18} />,
    prev: <Icon name="chevronLeft" size={18} />,
    next: <Icon name="chevronRight" size={18} />,
  };
}
