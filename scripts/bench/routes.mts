// The benchmark's routes: every page in the sitemap, and one page of each kind generated from
// content. A TypeScript module so it reads the site's own route list (npm run bench runs under
// tsx).
import { generatedRoutes, pageRoutes } from '../../content/routes';
import { articles } from '../../lib/server/content/articles';

const generated = generatedRoutes(articles().map((a) => a.data));

export const benchRoutes: string[] = [
  ...pageRoutes.filter((r) => r.priority !== null).map((r) => r.path),
  ...(['article', 'service', 'product'] as const).flatMap((kind) =>
    generated
      .filter((r) => r.kind === kind)
      .slice(0, 1)
      .map((r) => r.path),
  ),
];
