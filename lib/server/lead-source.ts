import 'server-only';
import { sourceSchema, type SourceInput } from '../schemas';
import { LINK_PARAMETERS } from '@/lib/visit-source';
import type { LeadSource } from './store/types';

/** The form's page, when the `Referer` is a page of this site (the host the request came to). */
function refererOnSite(request: Request): URL | undefined {
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase();
    return url.host === host || url.origin === new URL(request.url).origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a lead or a sign-up came from. With JavaScript the form sends what the visit's first page
 * noted; without it, the form post's `Referer` (the page and its query, same site only) is all
 * there is: the form's page, plus the campaign and `ref` when the visitor landed on that page.
 */
export function leadSource(sent: SourceInput, request: Request): LeadSource {
  const page = refererOnSite(request);
  const fromReferer: Record<string, string> = {};
  if (page) {
    fromReferer.formPage = page.pathname;
    for (const [parameter, field] of Object.entries(LINK_PARAMETERS)) {
      const value = page.searchParams.get(parameter);
      if (value !== null) fromReferer[field] = value;
    }
  }
  const checked = sourceSchema.parse(fromReferer) ?? {};
  const source = sent ? { ...sent, formPage: sent.formPage ?? checked.formPage } : checked;
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined),
  ) as LeadSource;
}
