import { Section, SectionHeader } from '@/components/ui/section';
import type { TitledText } from '@/lib/server/content/service-pages';
import styles from './service-process.module.css';

/** How we work: the engagement's steps, numbered in order. */
export function ServiceProcess({ steps }: { steps: readonly TitledText[] }) {
  return (
    <Section labelledBy="service-process">
      <SectionHeader
        id="service-process"
        eyebrow="How we work"
        title="Step by step, in the open"
        intro="Each step ends with something you can see and review, so there are no surprises at the end."
      />
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.title}>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
