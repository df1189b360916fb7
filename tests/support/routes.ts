import { posts } from '@/content/blog/posts';
import { products } from '@/content/products';
import { services } from '@/content/services';
import { FORM_PAGES } from '@/lib/form-pages';

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
  ...posts.map((p) => `/blog/${p.id}`),
  ...services.map((s) => `/${s.slug}`),
  ...products.map((p) => `/products/${p.slug}`),
  '/products/some/deeper/path',
];

/** The pages a form posted without JavaScript lands on: reached only by posting, never indexed. */
export const formOutcomeRoutes = [
  ...Object.values(FORM_PAGES).flatMap((pages) => [pages.done, pages.failed]),
] as const;

/** Routes with the page hero's breadcrumb and its 540 px fade (spec 2.2). */
export const fadingHeroRoutes = [
  '/about',
  '/blogs',
  '/contact',
  '/our-skills',
  '/services',
] as const;
