import { Icon } from '@/components/ui/icon';
import { Section, SectionHeader } from '@/components/ui/section';
import type { TitledText } from '@/lib/server/content/service-pages';
import styles from './service-audiences.module.css';

/** Who the service is for: one card per audience. */
export function ServiceAudiences({ audiences }: { audiences: readonly TitledText[] }) {
  return (
    <Section tone="alt" labelledBy="service-audiences">
      <SectionHeader
        id="service-audiences"
        eyebrow="Who it is for"
        title="Built for teams like yours"
      />
      <ul className={styles.grid} data-count={audiences.length}>
        {audiences.map((audience) => (
          <li key={audience.title} className={styles.card}>
            <Icon name="users" size={28} className={styles.icon} />
            <h3 className={styles.title}>{audience.title}</h3>
            <p>{audience.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
