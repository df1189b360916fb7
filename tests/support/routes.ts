import { articles } from '@/lib/content/articles';
import { products } from '@/content/products';
import { services } from '@/content/services';

/** Every page route of spec 2.1, as a visitor would request it. */
export const staticRoutes = [
  '/',
  '/about',
  '/blogs',
  '/services',
  '/our-skills',
  '/maps',
  '/contact',
  '/faq',
  '/terms&conditions',
  '/brand-policy',
  '/privacy-policy',
] as const;

export const allRoutes: readonly string[] = [
  ...staticRoutes,
  ...articles().map((a) => `/blog/${a.data.id}`),
  ...services.map((s) => `/${s.slug}`),
  ...products.map((p) => `/products/${p.slug}`),
  '/products/some/deeper/path',
];

/** Routes with the page hero's breadcrumb and its 540 px fade (spec 2.2). */
export const fadingHeroRoutes = [
  '/about',
  '/blogs',
  '/contact',
  '/our-skills',
  '/services',
] as const;
