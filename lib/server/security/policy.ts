/**
 * The Content-Security-Policy of the site's pages, in two parts that the browser enforces together:
 *
 * - `pagePolicy()`: what the page may load and run, first in its `<head>` as
 *   `<meta http-equiv="Content-Security-Policy">`, written by the build
 *   (scripts/post-build/csp.mjs): scripts only from this origin plus the hashes of the page's
 *   own inline scripts, never 'unsafe-inline' or 'unsafe-eval'. It travels with the HTML, so
 *   every host serves it as built.
 * - `PAGE_HEADER_POLICY`: what holds for every page and must come in a header (a `<meta>` policy
 *   cannot set `frame-ancestors`), sent by next.config.ts.
 */

// From Google's Maps JavaScript API CSP guide (allowlist variant), minus anything 'unsafe'.
const GOOGLE_MAPS = {
  script: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
    'blob:',
  ],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    '*.googleusercontent.com',
  ],
  connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  frame: ['*.google.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  worker: ['blob:'],
};

type PolicyOptions = {
  scriptHashes: readonly string[];
  /** The map page adds only what the Google Maps JavaScript API documents. */
  maps?: boolean;
  /** Origins the browser calls besides this one (API, contact and chat hosts). */
  connectOrigins?: readonly string[];
};

export function pagePolicy({
  scriptHashes,
  maps = false,
  connectOrigins = [],
}: PolicyOptions): string {
  const extra = (key: keyof typeof GOOGLE_MAPS) => (maps ? GOOGLE_MAPS[key] : []);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...extra('script')],
    ['style-src', "'self'", "'unsafe-inline'", ...extra('style')],
    ['img-src', "'self'", 'data:', ...extra('img')],
    ['font-src', "'self'", ...extra('font')],
    ['connect-src', "'self'", ...connectOrigins, ...extra('connect')],
    ['frame-src', ...(maps ? GOOGLE_MAPS.frame : ["'none'"])],
    ['worker-src', "'self'", ...extra('worker')],
    ['manifest-src', "'self'"],
  ];
  return directives
    .filter(([name, ...sources]) => !(FALL_BACK.has(name) && sources.join(' ') === "'self'"))
    .map((d) => d.join(' '))
    .join('; ');
}

// Fetch directives that fall back to default-src 'self' (worker-src through script-src, whose
// 'self' is the same): one that would say only 'self' is left out. The policy is in every page's
// first round trip.
const FALL_BACK = new Set(['font-src', 'connect-src', 'worker-src', 'manifest-src']);

/** Every page, in a header: no framing, plugins, base or form targets elsewhere, no plain http. */
export const PAGE_HEADER_POLICY =
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests";

/** For responses that are not pages (API answers): nothing may run or frame them. */
export const NON_PAGE_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The origins of the configured API, contact and chat hosts, for connect-src. */
export function connectOriginsFrom(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // lib/env.ts rejects malformed URLs at start; nothing to add here.
    }
  }
  return [...origins];
}
