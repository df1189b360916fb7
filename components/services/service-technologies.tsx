import { Section, SectionHeader } from '@/components/ui/section';
import type { TechGroup } from '@/lib/server/content/service-pages';
import styles from './service-technologies.module.css';

/** The tools we use for this service, grouped by what they are for. */
export function ServiceTechnologies({ groups }: { groups: readonly TechGroup[] }) {
  return (
    <Section labelledBy="service-technologies">
      <SectionHeader
        id="service-technologies"
        eyebrow="Technologies"
        title="Proven tools, chosen for the job"
        intro="Widely used, well-documented technology, so you can hire for it in Nairobi and are never locked in to us."
      />
      <dl className={styles.groups}>
        {groups.map((group) => (
          <div key={group.area} className={styles.group}>
            <dt className={styles.area}>{group.area}</dt>
            {group.tools.map((tool) => (
              <dd key={tool} className={styles.tool}>
                {tool}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </Section>
  );
}
