import { FORM_PAGES } from '@/lib/form-pages';
import { TEAM_PAGES } from '@/lib/team-pages';
import { products, productPath } from './products';
import { services } from './services';

export type FooterColumn = 'Quick Links' | 'Other Links';

/** A page of its own under app/, with what the navigation, the sitemap and the tests need. */
export type PageRoute = {
  path: string;
  /** The navbar link's text; pages without one are not in the navbar. */
  nav?: string;
  /** The footer column that links to the page, and the link's text. */
  footer?: { column: FooterColumn; label: string };
  /** Sitemap priority; null keeps the page out of the sitemap (such pages are noindex). */
  priority: number | null;
  /** The hero fades out past 540 px of scroll and back in on the way up. */
  heroFades?: boolean;
};

/** Every page route, in the order of the sitemap and of the navbar's and footer's links. */
export const pageRoutes: readonly PageRoute[] = [
  { path: '/', nav: 'Home', footer: { column: 'Quick Links', label: 'Home' }, priority: 1 },
  {
    path: '/about',
    nav: 'About Us',
    footer: { column: 'Quick Links', label: 'About' },
    priority: 0.7,
    heroFades: true,
  },
  {
    path: '/services',
    nav: 'Our Services',
    footer: { column: 'Quick Links', label: 'Services' },
    priority: 0.7,
    heroFades: true,
  },
  {
    path: '/our-skills',
    footer: { column: 'Quick Links', label: 'Our Skills' },
    priority: 0.7,
    heroFades: true,
  },
  { path: '/blogs', nav: 'Blogs', priority: 0.7, heroFades: true },
  { path: '/contact', nav: 'Contact Us', priority: 0.7, heroFades: true },
  { path: '/faq', footer: { column: 'Other Links', label: 'FAQ' }, priority: 0.7 },
  { path: '/maps', priority: 0.7 },
  { path: '/terms&conditions', footer: { column: 'Other Links', label: 'Terms' }, priority: 0.7 },
  {
    path: '/brand-policy',
    footer: { column: 'Other Links', label: 'Brand Policy' },
    priority: 0.7,
  },
  {
    path: '/privacy-policy',
    footer: { column: 'Other Links', label: 'Privacy Policy' },
    priority: 0.7,
  },
  // The team's own pages: signed-in static shells, never indexed (robots.txt disallows /team).
  ...[TEAM_PAGES.home, TEAM_PAGES.links, TEAM_PAGES.newsletter, TEAM_PAGES.audit].map((path) => ({
    path,
    priority: null,
  })),
  { path: TEAM_PAGES.signIn, priority: null },
  { path: TEAM_PAGES.linkInvalid, priority: null },
  // Where a form posted without JavaScript lands: reached only by posting, never indexed.
  ...[...new Set(Object.values(FORM_PAGES).flatMap((pages) => [pages.done, pages.failed]))].map(
    (path) => ({ path, priority: null }),
  ),
];

export const servicePath = (slug: string) => `/${slug}`;
export const articlePath = (id: number) => `/blog/${id}`;
export { productPath };

/** A route generated from content, with its sitemap priority and last change where known. */
export type GeneratedRoute = {
  path: string;
  kind: 'service' | 'article' | 'product';
  priority: number;
  lastModified?: string;
};

/** What a route needs of an article: the blog's loader passes its parsed front matter. */
export type ArticleFacts = { id: number; published: string; updated?: string };

/** The services' pages, then the articles', then the products', as they appear in the sitemap. */
export function generatedRoutes(articles: readonly ArticleFacts[]): GeneratedRoute[] {
  return [
    ...services.map((s) => ({
      path: servicePath(s.slug),
      kind: 'service' as const,
      priority: 0.8,
    })),
    ...articles.map((a) => ({
      path: articlePath(a.id),
      kind: 'article' as const,
      priority: 0.6,
      lastModified: a.updated ?? a.published,
    })),
    ...products.map((p) => ({
      path: productPath(p.slug),
      kind: 'product' as const,
      priority: 0.4,
    })),
  ];
}
