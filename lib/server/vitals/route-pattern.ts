import 'server-only';
import { pageRoutes } from '@/content/routes';
import { services } from '@/content/services';
import { NEWSLETTER_PAGES } from '@/lib/form-pages';
import { TEAM_PAGES } from '@/lib/team-pages';

/** Next.js's name for the page a path that matches no route is answered with. */
export const NOT_FOUND_ROUTE = '/_not-found';

const STATIC_ROUTES = new Set<string>([
  ...pageRoutes.map((route) => route.path),
  ...Object.values(NEWSLETTER_PAGES),
  ...Object.values(TEAM_PAGES),
]);
const SERVICE_SLUGS = new Set<string>(services.map((s) => s.slug));

/**
 * The route a path is served by, as its pattern in app/ (`/blog/[id]`), so reports group page
 * views by page and keep no URL. A path no page serves is the not-found page's view.
 */
export function routePattern(path: string): string {
  if (STATIC_ROUTES.has(path)) return path;
  const segments = path.split('/').slice(1);
  if (segments.length === 1 && SERVICE_SLUGS.has(segments[0] ?? '')) return '/[service]';
  if (segments.length === 2 && segments[0] === 'blog' && /^\d{1,6}$/.test(segments[1] ?? '')) {
    return '/blog/[id]';
  }
  // Every /products/* path, at any depth, is served by the one page (a rewrite).
  if (segments[0] === 'products' && segments.length > 1 && segments.every(Boolean)) {
    return '/products/[slug]';
  }
  return NOT_FOUND_ROUTE;
}
