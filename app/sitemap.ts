import type { MetadataRoute } from 'next';
import { articles } from '@/lib/content/articles';
import { sitemapEntries } from '@/lib/sitemap';
import { absoluteUrl } from '@/lib/site-url';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(articles(), absoluteUrl);
}
