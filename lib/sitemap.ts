import type { MetadataRoute } from 'next';
import { products, productPath } from '@/content/products';
import { services } from '@/content/services';
import type { Article } from './server/content/articles';

const pages = [
  '/',
  '/about',
  '/services',
  '/our-skills',
  '/blogs',
  '/contact',
  '/faq',
  '/maps',
  '/terms&conditions',
  '/brand-policy',
  '/privacy-policy',
];

/** Every canonical page, with absolute URLs from `absolute` (SITE_URL on the site). */
export function sitemapEntries(
  articles: readonly Article[],
  absolute: (path: string) => string,
  now = new Date(),
): MetadataRoute.Sitemap {
  const entry = (path: string, priority: number, lastModified: Date | string = now) => ({
    // Next writes <loc> as given: escape the ampersand of /terms&conditions for valid XML.
    url: absolute(path).replace(/&/g, '&amp;'),
    lastModified,
    priority,
  });
  return [
    ...pages.map((path) => entry(path, path === '/' ? 1 : 0.7)),
    ...services.map((s) => entry(`/${s.slug}`, 0.8)),
    ...articles.map(({ data }) => entry(`/blog/${data.id}`, 0.6, data.updated ?? data.published)),
    ...products.map((p) => entry(productPath(p.slug), 0.4)),
  ];
}
