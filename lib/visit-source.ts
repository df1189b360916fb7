/**
 * Where a visit started, as the site notes it on the visit's first page: the landing path, the
 * referring site's host (never its full URL), the campaign's `utm_*` parameters and the `ref` of
 * the person who shared the link. Plus, when something is sent, the page its form was on. Shared
 * by the browser (which notes it) and the server (which checks and stores it).
 */
export const VISIT_SOURCE_FIELDS = [
  'landingPath',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'ref',
] as const;

export type VisitSourceField = (typeof VISIT_SOURCE_FIELDS)[number];

export type VisitSource = Partial<Record<VisitSourceField, string>>;

/** What is stored with a lead or a subscriber: the visit's start and the page of the form. */
export type LeadSource = VisitSource & { formPage?: string };

/** The query parameters of a shared or campaign link, and the field each one fills. */
export const LINK_PARAMETERS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
  ref: 'ref',
} as const satisfies Record<string, VisitSourceField>;
