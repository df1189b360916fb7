import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMING_SOON_SLUG } from '@/content/products';

type Manifest = { routes: Record<string, string[]> };

let manifest: Manifest | undefined;

/** The inline-script hashes of every prerendered page, written by scripts/csp-manifest.mjs. */
function load(): Manifest {
  if (manifest) return manifest;
  const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'csp-manifest.json');
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    console.error(
      `CSP manifest missing (${file}): run "npm run build", which writes it after next build.`,
    );
    manifest = { routes: {} };
  }
  return manifest;
}

function normalise(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is simply not a page of ours.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/** The page a path is served by: itself, the products coming-soon rewrite, or the 404 page. */
export function pageFor(pathname: string, routes: Record<string, unknown>): string {
  const route = normalise(pathname);
  if (route in routes) return route;
  if (route.startsWith('/products/')) return `/products/${COMING_SOON_SLUG}`;
  return '/_not-found';
}

/**
 * The hashes for the page at this path, or null without a manifest: then no page policy is sent,
 * because a policy without the hashes would stop every page from hydrating (and the contact form
 * from sending) — a lost lead is worse than a missing header, and the log says so.
 */
export function scriptHashesFor(pathname: string): string[] | null {
  const loaded = load();
  if (!loaded) return null;
  return loaded.routes[pageFor(pathname, loaded.routes)] ?? [];
}
