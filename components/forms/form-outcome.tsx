import type { ReactNode } from 'react';
import type { Crumb } from '@/components/ui/breadcrumb';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import styles from './form-outcome.module.css';

type FormOutcomeProps = {
  title: string;
  /** The page the form is on, between Home and this one in the breadcrumb. */
  formPage?: Crumb;
  crumbLabel: string;
  intro?: string;
  /** Under the title: why a post failed. */
  reasons?: ReactNode;
  /** In a card, unless the content brings its own box. */
  framed?: boolean;
  children: ReactNode;
};

/** The page a browser lands on after posting a form without JavaScript. */
export function FormOutcome({
  title,
  formPage,
  crumbLabel,
  intro,
  reasons,
  framed = true,
  children,
}: FormOutcomeProps) {
  const trail = formPage ? [HOME_CRUMB, formPage] : [HOME_CRUMB];
  return (
    <>
      <PageHero title={title} breadcrumb={trail} crumbLabel={crumbLabel} intro={intro}>
        {reasons}
      </PageHero>
      <Section>
        <div className={`${styles.body} ${framed ? styles.card : ''}`}>{children}</div>
      </Section>
    </>
  );
}

export function OutcomeActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

type FailureReasonsProps<Reason extends string> = {
  /** The text of each reason, in the order they are written out. */
  texts: Record<Reason, string>;
  /** For a page opened without a reason in its address. */
  general: string;
  details?: Partial<Record<Reason, ReactNode>>;
};

/** Every reason a post can fail for, of which CSS shows the one the URL's fragment names. */
export function FailureReasons<Reason extends string>({
  texts,
  general,
  details = {},
}: FailureReasonsProps<Reason>) {
  return (
    <div className={styles.reasons}>
      <p className={styles.general}>{general}</p>
      {(Object.keys(texts) as Reason[]).map((reason) => (
        <div key={reason} id={reason} className={styles.reason}>
          <p>{texts[reason]}</p>
          {details[reason]}
        </div>
      ))}
    </div>
  );
}
