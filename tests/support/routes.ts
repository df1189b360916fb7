import { articles } from '@/lib/server/content/articles';
import { generatedRoutes, pageRoutes } from '@/content/routes';

const generated = generatedRoutes(articles().map((a) => a.data));

/** The pages a form posted without JavaScript lands on: reached only by posting, never indexed. */
export const formOutcomeRoutes: readonly string[] = pageRoutes
  .filter((r) => r.priority === null)
  .map((r) => r.path);

/** Every page in the sitemap, as a visitor would request it. */
export const sitemapRoutes: readonly string[] = [
  ...pageRoutes.filter((r) => r.priority !== null).map((r) => r.path),
  ...generated.map((r) => r.path),
];

/** Every page a visitor can request: a product path of any depth shows the coming-soon page. */
export const allRoutes: readonly string[] = [
  ...sitemapRoutes,
  '/products/some/deeper/path',
  ...formOutcomeRoutes,
];

/** Routes whose page hero, with its breadcrumb, fades on scroll. */
export const fadingHeroRoutes: readonly string[] = pageRoutes
  .filter((r) => r.heroFades)
  .map((r) => r.path);
