import { SiteLink } from '@/components/ui/site-link';
import { Icon } from '@/components/ui/icon';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import type { IconName } from '@/components/ui/icon-paths';
import { SafeImage } from '@/components/ui/safe-image';
import styles from './service-card.module.css';

export type ServiceCardData = {
  href: string;
  title: string;
  desc: string;
  icon: IconName;
  image: string;
};

/**
 * A service with its artwork; the whole card is one link named by the service's title. Compact,
 * on narrower screens it is its icon beside the text, so three fit one screen.
 */
export function ServiceCard({
  href,
  title,
  desc,
  icon,
  image,
  compact = false,
}: ServiceCardData & { compact?: boolean }) {
  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card}>
      <div className={styles.media}>
        <SafeImage src={image} alt="" width={640} height={400} />
      </div>
      <div className={styles.body}>
        <span className={styles.icon}>
          <SpriteIcon name={icon} tone="white" size={24} />
        </span>
        <h3 className={styles.title}>
          <SiteLink href={href} className={styles.link}>
            {title}
          </SiteLink>
        </h3>
        <p className={styles.desc}>{desc}</p>
        <span className={styles.more} aria-hidden="true">
          Learn more <Icon name="arrowRight" size={16} />
        </span>
      </div>
    </article>
  );
}
