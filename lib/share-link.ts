import { sourceSchema } from './schemas';

/** The campaign parameters a link may carry, by the name `npm run link` gives them. */
export const UTM_OPTIONS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmOption = (typeof UTM_OPTIONS)[number];

export type ShareLinkOptions = {
  /** The site's public address (SITE_URL). */
  siteUrl: string;
  /** The page to open; /contact when a subject is given, else the home page. */
  page?: string;
  /** Prefills the contact form's subject. */
  subject?: string;
  /** Who shares the link: a name or handle. */
  ref?: string;
  utm?: Partial<Record<UtmOption, string>>;
};

const utmField = (option: UtmOption) =>
  `utm${option[0]!.toUpperCase()}${option.slice(1)}` as 'utmSource';

/**
 * A link sales staff can share: the page with its prefilled subject, `ref` and campaign, each
 * value percent-encoded once (spaces as %20, which every app keeps). A value the site would drop
 * when it notes the visit (lib/schemas.ts) is refused here, so every link is one the team will see.
 */
export function shareLink({ siteUrl, page, subject, ref, utm = {} }: ShareLinkOptions): string {
  const path = page ?? (subject ? '/contact' : '/');
  if (!path.startsWith('/') || path.startsWith('//'))
    throw new Error(`--page must be a path on the site, like /services (got ${path})`);
  if (subject !== undefined && path !== '/contact')
    throw new Error(
      '--subject prefills the contact form: it goes with --page /contact (the default)',
    );
  const source = { ref, ...Object.fromEntries(UTM_OPTIONS.map((o) => [utmField(o), utm[o]])) };
  const checked = sourceSchema.parse(source) ?? {};
  for (const [field, value] of Object.entries(source))
    if (value !== undefined && checked[field as keyof typeof checked] !== value.trim())
      throw new Error(
        `${field === 'ref' ? '--ref' : `--utm-${field.slice(3).toLowerCase()}`} "${value}" ` +
          'has characters or a length the site does not keep',
      );
  const parameters: [string, string | undefined][] = [
    ['subject', subject?.trim() || undefined],
    ['ref', ref?.trim()],
    ...UTM_OPTIONS.map((o): [string, string | undefined] => [`utm_${o}`, utm[o]?.trim()]),
  ];
  const query = parameters
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  const url = new URL(path, siteUrl);
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}
