import 'server-only';
import type { LeadSource } from './store/types';

/** Hosts of the search engines visitors in Kenya use, by the name people know them by. */
const SEARCH_ENGINES: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, 'Google'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)search\.yahoo\.com$|(^|\.)yahoo\.[a-z.]+$/, 'Yahoo'],
  [/(^|\.)yandex\.[a-z.]+$/, 'Yandex'],
  [/(^|\.)ecosia\.org$/, 'Ecosia'],
  [/(^|\.)search\.brave\.com$/, 'Brave Search'],
];

/** "Google search", "linkedin.com", or that no site referred the visit. */
export function cameFrom(referrerHost: string | undefined): string {
  if (!referrerHost)
    return 'no referring site (typed in, bookmarked, or opened from an app or an email)';
  const host = referrerHost.replace(/:\d+$/, '');
  const engine = SEARCH_ENGINES.find(([pattern]) => pattern.test(host))?.[1];
  return engine ? `${engine} search (${host})` : host;
}

/** The campaign as one line: its name, then where it ran (source / medium), then term and content. */
export function campaign(source: LeadSource): string {
  const where = [source.utmSource, source.utmMedium].filter(Boolean).join(' / ');
  const extra = [
    source.utmTerm && `term: ${source.utmTerm}`,
    source.utmContent && `content: ${source.utmContent}`,
  ].filter(Boolean);
  const parts = [
    source.utmCampaign ?? (where ? '(no campaign name)' : 'none'),
    where && `(${where})`,
  ];
  return [...parts.filter(Boolean), ...extra].join(' ');
}

/** The "How they found us" lines of a lead, in the order the team reads them. */
export function howTheyFoundUs(source: LeadSource): [string, string][] {
  return [
    ['Shared by', source.ref ?? 'nobody named (no ref in the link)'],
    ['Campaign', campaign(source)],
    ['Came from', cameFrom(source.referrerHost)],
    ['Landing page', source.landingPath ?? 'not known (the visit started without JavaScript)'],
    ['Form page', source.formPage ?? 'not known'],
  ];
}
