import 'server-only';
import type { MetadataRoute } from 'next';
import { generatedRoutes, pageRoutes } from '@/content/routes';
import type { Article } from './content/articles';

/** Every canonical page, with absolute URLs from `absolute` (SITE_URL on the site). */
export function sitemapEntries(
  articles: readonly Article[],
  absolute: (path: string) => string,
  now = new Date(),
): MetadataRoute.Sitemap {
  const indexed: { path: string; priority: number; lastModified?: string }[] = pageRoutes.flatMap(
    ({ path, priority }) => (priority === null ? [] : [{ path, priority }]),
  );
  const generated = generatedRoutes(articles.map((a) => a.data));
  return [...indexed, ...generated].map(({ path, priority, lastModified }) => ({
    // Next writes <loc> as given: escape the ampersand of /terms&conditions for valid XML.
    url: absolute(path).replace(/&/g, '&amp;'),
    lastModified: lastModified ?? now,
    priority,
  }));
}
