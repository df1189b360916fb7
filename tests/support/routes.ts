import { articles } from '@/lib/server/content/articles';
import { products } from '@/content/products';
import { services } from '@/content/services';
import { FORM_PAGES } from '@/lib/form-pages';

/** The pages a form posted without JavaScript lands on: reached only by posting, never indexed. */
export const formOutcomeRoutes: readonly string[] = Object.values(FORM_PAGES).flatMap((pages) => [
  pages.done,
  pages.failed,
]);

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

/** Every page a visitor can request, the pages forms land on included. */
export const allRoutes: readonly string[] = [
  ...staticRoutes,
  ...articles().map((a) => `/blog/${a.data.id}`),
  ...services.map((s) => `/${s.slug}`),
  ...products.map((p) => `/products/${p.slug}`),
  '/products/some/deeper/path',
  ...formOutcomeRoutes,
];

/** Routes with the page hero's breadcrumb and its 540 px fade (spec 2.2). */
export const fadingHeroRoutes = [
  '/about',
  '/blogs',
  '/contact',
  '/our-skills',
  '/services',
] as const;
