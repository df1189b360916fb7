import { Icon } from '@/components/ui/icon';
import { HOME_CRUMB, PageHero } from '@/components/ui/page-hero';
import styles from './service-hero.module.css';

type Props = { title: string; intro: string; timeline: string };

const SERVICES_CRUMB = { href: '/services', label: 'Services' };

/** The page hero with the Home > Services > service breadcrumb and the typical timeline. */
export function ServiceHero({ title, intro, timeline }: Props) {
  return (
    <PageHero title={title} intro={intro} breadcrumb={[HOME_CRUMB, SERVICES_CRUMB]}>
      <p className={styles.fact}>
        <Icon name="clock" size={18} />
        <span>
          Typical timeline: <strong>{timeline}</strong>
        </span>
      </p>
    </PageHero>
  );
}
