import { Icon } from '@/components/ui/icon';
import { Section, SectionHeader } from '@/components/ui/section';
import type { ServiceDetails } from '@/lib/server/content/service-pages';
import styles from './service-deliverables.module.css';

type Props = Pick<ServiceDetails, 'deliverables' | 'timeline'>;

/** What you get, beside the typical timeline. */
export function ServiceDeliverables({ deliverables, timeline }: Props) {
  return (
    <Section tone="alt" labelledBy="service-deliverables">
      <div className={styles.grid}>
        <div>
          <SectionHeader
            id="service-deliverables"
            eyebrow="What you get"
            title="Deliverables you keep"
            align="start"
          />
          <ul className={styles.list}>
            {deliverables.map((item) => (
              <li key={item}>
                <Icon name="check" size={20} className={styles.check} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.timeline}>
          <Icon name="clock" size={32} className={styles.clock} />
          <h3 className={styles.timelineTitle}>Typical timeline</h3>
          <p className={styles.range}>{timeline.range}</p>
          <p>{timeline.note}</p>
          <p className={styles.small}>
            We confirm the schedule in writing after discovery, once the scope is clear.
          </p>
        </div>
      </div>
    </Section>
  );
}
