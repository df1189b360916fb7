import type { MetadataRoute } from 'next';
import { posts } from '@/content/blog/posts';
import { products, productPath } from '@/content/products';
import { services } from '@/content/services';
import { absoluteUrl } from '@/lib/site-url';

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

export default function sitemap(): MetadataRoute.Sitemap {
  const lastModified = new Date();
  const entry = (path: string, priority: number) => ({
    // Next writes <loc> as given: escape the ampersand of /terms&conditions for valid XML.
    url: absoluteUrl(path).replace(/&/g, '&amp;'),
    lastModified,
    priority,
  });
  return [
    ...pages.map((path) => entry(path, path === '/' ? 1 : 0.7)),
    ...services.map((s) => entry(`/${s.slug}`, 0.8)),
    ...posts.map((p) => entry(`/blog/${p.id}`, 0.6)),
    ...products.map((p) => entry(productPath(p.slug), 0.4)),
  ];
}
