/**
 * The static pages a browser lands on after posting a form without JavaScript. Their URLs carry
 * no personal data: why a post failed travels as a fragment naming one of the reasons below,
 * which the failure page shows its paragraph for. Shared by the handlers, the pages and the forms.
 */
export const FORM_PAGES = {
  contact: { done: '/contact/thank-you', failed: '/contact/not-sent' },
  subscribe: { done: '/newsletter/thank-you', failed: '/newsletter/not-subscribed' },
  'team-sign-in': { done: '/team/link-sent', failed: '/team/link-not-sent' },
  // The chat panel's form for the team, before the chat's script is there: a contact message.
  handoff: { done: '/contact/thank-you', failed: '/contact/not-sent' },
} as const;

export type FormEndpoint = keyof typeof FORM_PAGES;

export const FAILURE_REASONS = ['check-details', 'too-long', 'too-many', 'unavailable'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

const REASON_BY_STATUS: Partial<Record<number, FailureReason>> = {
  400: 'check-details',
  413: 'too-long',
  429: 'too-many',
};

/** Why a refused request failed, for people; anything unforeseen reads as "try again later". */
export const reasonForStatus = (status: number): FailureReason =>
  REASON_BY_STATUS[status] ?? 'unavailable';

/**
 * The newsletter's pages. A link in its mail opens one of the static pages with a button, whose
 * form posts back to the same address (token and all); next.config.ts hands that post to the
 * route handler. The outcome pages say what happened.
 */
export const NEWSLETTER_PAGES = {
  confirm: '/newsletter/confirm',
  confirmed: '/newsletter/confirmed',
  unsubscribe: '/newsletter/unsubscribe',
  unsubscribed: '/newsletter/unsubscribed',
  invalidLink: '/newsletter/link-invalid',
} as const;

/** Why a newsletter link did nothing, named by the fragment of the page that says so. */
export const LINK_PROBLEMS = ['unknown', 'used', 'expired', 'unavailable'] as const;
export type LinkProblem = (typeof LINK_PROBLEMS)[number];
