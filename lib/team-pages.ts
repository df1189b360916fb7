/**
 * The team's pages, and the API they read. Shared by the pages, the route handlers, robots.txt
 * and the sign-in mail. Every page is a static shell; its data comes from `TEAM_API`.
 */
export const TEAM_PAGES = {
  home: '/team',
  links: '/team/links',
  newsletter: '/team/newsletter',
  audit: '/team/audit',
  vitals: '/team/vitals',
  clicks: '/team/clicks',
  /** Where the mailed link leads: a page whose button signs in. */
  signIn: '/team/sign-in',
  linkSent: '/team/link-sent',
  linkNotSent: '/team/link-not-sent',
  linkInvalid: '/team/link-invalid',
} as const;

export const TEAM_API = {
  session: '/api/team/session',
  requestLink: '/api/team/sign-in',
  signOut: '/api/team/sign-out',
  leads: '/api/team/leads',
  leadState: '/api/team/leads/state',
  leadsCsv: '/api/team/leads/csv',
  link: '/api/team/link',
  linkStats: '/api/team/link-stats',
  newsletter: '/api/team/newsletter',
  subscribersCsv: '/api/team/newsletter/csv',
  audit: '/api/team/audit',
  vitals: '/api/team/vitals',
  clicks: '/api/team/clicks',
} as const;

/** The signed-in pages, in the order of the team's menu. */
export const TEAM_SECTIONS = [
  { path: TEAM_PAGES.home, label: 'Leads' },
  { path: TEAM_PAGES.links, label: 'Shared links' },
  { path: TEAM_PAGES.newsletter, label: 'Newsletter' },
  { path: TEAM_PAGES.vitals, label: 'Web Vitals' },
  { path: TEAM_PAGES.clicks, label: 'Clicks' },
  { path: TEAM_PAGES.audit, label: 'Audit log' },
] as const;

/** Why a sign-in link did nothing, named by the fragment of the page that says so. */
export const SIGN_IN_PROBLEMS = ['invalid', 'not-listed', 'unavailable'] as const;
export type SignInProblem = (typeof SIGN_IN_PROBLEMS)[number];

/** The one answer to every request for a sign-in link, whatever the address: it tells nobody who is listed. */
export const LINK_ANSWER_TEXT =
  'If this address may sign in, a sign-in link is on its way. It works once, for 15 minutes.';
