import type { MetadataRoute } from 'next';
import { articles } from '@/lib/server/content/articles';
import { sitemapEntries } from '@/lib/server/sitemap';
import { absoluteUrl } from '@/lib/server/site-url';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(articles(), absoluteUrl);
}
