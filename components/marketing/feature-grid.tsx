import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-paths';
import styles from './feature-grid.module.css';

export type Feature = { icon: IconName; title: string; desc: string };

/** Icon cards in a responsive grid: reasons, capabilities, strengths. */
export function FeatureGrid({
  items,
  columns = 3,
}: {
  items: readonly Feature[];
  columns?: 3 | 4;
}) {
  return (
    <ul className={`${styles.grid} ${columns === 4 ? styles.four : ''}`}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={item.icon} size={26} />
          </span>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.desc}>{item.desc}</p>
        </li>
      ))}
    </ul>
  );
}
