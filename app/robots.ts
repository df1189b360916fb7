import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/server/site-url';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/team'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
