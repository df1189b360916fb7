import { SpriteIcon } from '@/components/ui/sprite-icon';
import type { Stat } from '@/content/stats';
import { CountUp } from './count-up';
import styles from './stats-block.module.css';

/**
 * Key figures on a dark band, below the first screen (their icons come from the sprite). The
 * final values are in the static HTML; counting up is extra.
 */
export function StatsBlock({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <section className={styles.band} aria-label={label}>
      <ul className={`container ${styles.list}`}>
        {stats.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            <SpriteIcon name={stat.icon} tone="accent" size={28} />
            <span className={styles.value}>
              <CountUp value={stat.value} />
              {stat.suffix}
            </span>
            <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
