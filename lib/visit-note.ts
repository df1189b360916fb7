import { apiUrls } from './api-client';
import { withoutInvisible } from './text';
import {
  LINK_PARAMETERS,
  VISIT_SOURCE_FIELDS,
  type LeadSource,
  type VisitSource,
} from './visit-source';

/**
 * The browser's note of where a visit started, kept in the tab's sessionStorage: no cookie, and
 * nothing leaves the browser until the visitor sends something (a form then sends it along).
 * The server checks every value again; here they are only kept short and readable.
 */
const STORAGE_KEY = 'visit-source';
/** Longer than any value the server keeps: it trims and checks them itself. */
const MAX_LENGTH = 200;

const clean = (value: string) => withoutInvisible(value).trim().slice(0, MAX_LENGTH);

/** What the first page of a visit notes: its path, the other site it came from (host only), and its link's campaign and `ref`. */
export function visitNote(page: URL, referrer: string): VisitSource {
  const note: VisitSource = { landingPath: page.pathname };
  try {
    const from = new URL(referrer);
    if (/^https?:$/.test(from.protocol) && from.host !== page.host) note.referrerHost = from.host;
  } catch {
    // No referrer, or not a URL: nothing to note.
  }
  for (const [parameter, field] of Object.entries(LINK_PARAMETERS)) {
    const value = clean(page.searchParams.get(parameter) ?? '');
    if (value) note[field] = value;
  }
  return note;
}

/**
 * Notes the visit's start, once per tab session: later pages keep the first page's note. Returns
 * the note when this page is the first, else null.
 */
export function noteVisit(storage: Storage, page: URL, referrer: string): VisitSource | null {
  try {
    if (storage.getItem(STORAGE_KEY) !== null) return null;
    const note = visitNote(page, referrer);
    storage.setItem(STORAGE_KEY, JSON.stringify(note));
    return note;
  } catch {
    // Storage off or full (private modes): the forms send the page they are on, as without scripts.
    return null;
  }
}

/** The fields a landing is counted by: the link's tags and the page it opened. */
const LANDING_FIELDS = ['ref', 'utmSource', 'utmMedium', 'utmCampaign', 'landingPath'] as const;

/**
 * What the first page of a visit from a tagged link (a `ref` or a campaign) sends to be counted:
 * the tags and the landing page, nothing about the visitor. Null for an untagged visit.
 */
export function landingToCount(note: VisitSource): VisitSource | null {
  if (!note.ref && !note.utmSource && !note.utmMedium && !note.utmCampaign) return null;
  return Object.fromEntries(LANDING_FIELDS.flatMap((f) => (note[f] ? [[f, note[f]]] : [])));
}

/** One small request, once per visit, with no cookie: a failure is simply not counted. */
function countLanding(landing: VisitSource): void {
  void fetch(apiUrls.landing(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(landing),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}

/** What a form sends along: the visit's note, if any, and the page the form is on. */
export function leadSourceToSend(storage: Storage | undefined, formPage: string): LeadSource {
  let noted: Record<string, unknown> = {};
  try {
    noted = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    // A note that is not JSON is ignored.
  }
  const source: LeadSource = {};
  for (const field of VISIT_SOURCE_FIELDS) {
    const value = noted[field];
    if (typeof value === 'string' && value) source[field] = value;
  }
  return { ...source, formPage };
}

/** The tab's sessionStorage, or undefined where the browser refuses it. */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * In the browser: notes this page as the visit's start, unless an earlier page has, and when the
 * visit came from a tagged link, has it counted.
 */
export function noteThisVisit(): void {
  const storage = tabStorage();
  const note = storage && noteVisit(storage, new URL(window.location.href), document.referrer);
  const landing = note && landingToCount(note);
  if (landing) countLanding(landing);
}

/** In the browser: the source for a form on this page. */
export function currentLeadSource(): LeadSource {
  return leadSourceToSend(tabStorage(), window.location.pathname);
}
