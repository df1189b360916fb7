import { newsletter } from '@/content/newsletter';
import { reasonForStatus, type FailureReason, type LinkProblem } from '@/lib/form-pages';
import type { SignInProblem } from '@/lib/team-pages';
import type { ApiAnswer } from './post-json';

/** Why a contact message was not sent, the same words in the form and on the not-sent page. */
export const CONTACT_FAILURE: Record<FailureReason, string> = {
  'check-details': 'Some details need a fix before we can send your message.',
  'too-long': 'Your message is too long to send. Please shorten it and try again.',
  'too-many': 'You have sent several messages in a short time. Please wait a minute and try again.',
  unavailable: 'We could not send your message just now. Please try again in a few minutes.',
};

/** What went wrong with a message or a question for the team: the server's own words when it gave some. */
export function failureMessage(answer: ApiAnswer | null): string {
  if (!answer) return 'We could not reach our server. Please check your connection and try again.';
  return answer.body.message ?? CONTACT_FAILURE[reasonForStatus(answer.status)];
}

/** What the newsletter form says, in the words the site has always used. */
export const NEWSLETTER_TEXT = {
  empty: 'Please enter both name and email',
  failed: 'Subscription failed',
  offline: 'Failed to connect to server',
  success: 'Thank you for subscribing!',
  checkInbox: newsletter.checkInbox,
  promise: newsletter.promise,
} as const;

/** Why a subscription failed, on the page a form posted without JavaScript lands on. */
export const NEWSLETTER_FAILURE: Record<FailureReason, string> = {
  'check-details': 'Please enter both name and email, with a complete email address.',
  'too-long': 'Your name or email address is too long. Please shorten it and try again.',
  'too-many': 'Too many requests. Please wait a minute and try again.',
  unavailable: 'We could not add you to the list just now. Please try again in a few minutes.',
};

/** Why a newsletter link did nothing, on the page it then leads to. */
export const LINK_PROBLEM_TEXT: Record<LinkProblem, string> = {
  unknown: 'This link is not one we sent, or it was cut short when it was copied.',
  used: 'This link has already been used. If you confirmed with it, you are on the list and need do nothing more.',
  expired: 'This link has expired: confirmation links work for 7 days.',
  unavailable: 'We could not do that just now. Please open the link again in a few minutes.',
};

/** Why asking for a team sign-in link was refused, on the page the form then lands on. */
export const SIGN_IN_FAILURE: Record<FailureReason, string> = {
  'check-details': 'Please enter a complete email address.',
  'too-long': 'That address is too long.',
  'too-many': 'Too many requests. Please wait a minute and try again.',
  unavailable: 'No link could be sent just now. Please try again in a few minutes.',
};

/** Why a team sign-in link signed nobody in. */
export const SIGN_IN_PROBLEM_TEXT: Record<SignInProblem, string> = {
  invalid:
    'This link was already used, has expired (links work for 15 minutes), or is not one we sent.',
  'not-listed': 'This address may not sign in to the team pages.',
  unavailable: 'Signing in is not possible right now. Please try again in a minute.',
};
