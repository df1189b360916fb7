import { site } from '@/content/site';
import styles from './contact.module.css';

const steps = [
  'We read your message and reply within one working day, from a person, not a bot.',
  `If it helps, we book a free ${site.consultationMinutes}-minute call to understand your goals, users and timeline.`,
  'You get a written proposal: scope, milestones and a fixed-price or time-and-materials quote.',
] as const;

export function NextSteps() {
  return (
    <section className={styles.steps} aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading" className={styles.stepsHeading}>
        What happens next
      </h2>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
