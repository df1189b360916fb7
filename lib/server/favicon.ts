import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The site icon (public/icon.svg) as a `data:` URL, for the pages' `<link rel="icon">`. Linked as
 * a file, the icon is one more request in a page's first round trips (browsers ask for it while
 * the page loads, and without a link they ask for /favicon.ico just the same); inline it costs
 * about 300 bytes of compressed HTML. public/favicon.ico (scripts/favicon.mjs) stays for search
 * engines and anything else that asks for it. Read at build time: every page is static.
 */
export function faviconDataUrl(): string {
  const svg = readFileSync(path.join(process.cwd(), 'public', 'icon.svg'), 'utf8').trim();
  // Only what a URL or an attribute cannot hold as it is is percent-encoded (React would write
  // quotes and angle brackets as longer entities). A space is not a valid URL character either
  // (browsers forgive it, HTML checkers do not): `%20`.
  const compact = svg
    .replace(/\s+/g, ' ')
    .replace(/[ #<>%"']/g, (c) => encodeURIComponent(c).replace("'", '%27'));
  return `data:image/svg+xml,${compact}`;
}
