import { Icon } from '@/components/ui/icon';
import { site } from '@/content/site';
import { formatArticleDate, readingTimeLabel } from '@/lib/blog';
import styles from './article-meta.module.css';

type ArticleMetaProps = { published: string; updated?: string; team: string; words: number };

/** Date, reading time and author, shown under the article title. */
export function ArticleMeta({ published, updated, team, words }: ArticleMetaProps) {
  return (
    <ul className={styles.meta}>
      <li>
        <Icon name="calendar" size={18} />
        <span>
          <span className="visually-hidden">Published </span>
          <time dateTime={published}>{formatArticleDate(published)}</time>
          {updated ? (
            <>
              {' · updated '}
              <time dateTime={updated}>{formatArticleDate(updated)}</time>
            </>
          ) : null}
        </span>
      </li>
      <li>
        <Icon name="clock" size={18} />
        <span>{readingTimeLabel(words)}</span>
      </li>
      <li>
        <Icon name="users" size={18} />
        <span>
          <span className="visually-hidden">Written by </span>
          {`${site.shortName} ${team} team`}
        </span>
      </li>
    </ul>
  );
}
