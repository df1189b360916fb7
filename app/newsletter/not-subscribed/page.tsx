import type { Metadata } from 'next';
import { NEWSLETTER_FAILURE } from '@/components/forms/form-texts';
import { NEWSLETTER_TEXT } from '@/components/forms/form-texts';
import { FailureReasons, FormOutcome, OutcomeActions } from '@/components/forms/form-outcome';
import { ButtonLink } from '@/components/ui/button';
import { FORM_PAGES } from '@/lib/form-pages';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: NEWSLETTER_TEXT.failed,
  description: 'We could not add you to the newsletter. Try again with the form on this page.',
  path: FORM_PAGES.subscribe.failed,
  noindex: true,
});

/** Where the newsletter form lands when it was sent without JavaScript and refused. */
export default function Page() {
  return (
    <FormOutcome
      title={NEWSLETTER_TEXT.failed}
      crumbLabel={NEWSLETTER_TEXT.failed}
      reasons={
        <FailureReasons
          texts={NEWSLETTER_FAILURE}
          general="We could not add you to the newsletter."
        />
      }
    >
      <h2>Try again</h2>
      <p>
        The newsletter form is at the foot of this page. Your browser&apos;s Back button also takes
        you to the form you used, with what you typed still in it.
      </p>
      <OutcomeActions>
        <ButtonLink href="#newsletter-signup">Go to the newsletter form</ButtonLink>
      </OutcomeActions>
    </FormOutcome>
  );
}
