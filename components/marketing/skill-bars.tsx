import type { SkillBar } from '@/content/skills';
import styles from './skill-bars.module.css';

/** Proficiency as progress bars that assistive technology reads with their values. */
export function SkillBars({ skills }: { skills: readonly SkillBar[] }) {
  return (
    <ul className={styles.list}>
      {skills.map((skill, index) => {
        const labelId = `skill-${index}`;
        return (
          <li key={skill.label} className={styles.skill}>
            <div className={styles.header}>
              <span id={labelId}>{skill.label}</span>
              <span aria-hidden="true">{skill.value}%</span>
            </div>
            <div
              className={styles.bar}
              role="progressbar"
              aria-labelledby={labelId}
              aria-valuenow={skill.value}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <span
                className={styles.fill}
                style={{ '--value': `${skill.value}%` } as React.CSSProperties}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
