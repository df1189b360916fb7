// linkinator crawls the served site from its home page and its sitemap, following every link and
// asset on this origin; other sites are not fetched (the machine may have no network, and their
// state is not ours to test).
import { LinkChecker } from 'linkinator';
import { sitemapRoutes } from '../lib/served-size.mjs';

/** `{ checked, broken: [{ url, status, parent }] }` for every link and asset on this origin. */
export async function checkLinks(origin) {
  const routes = await sitemapRoutes(origin);
  const checker = new LinkChecker();
  const result = await checker.check({
    path: routes.map((route) => new URL(route, origin).href),
    recurse: true,
    concurrency: 8,
    timeout: 20_000,
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  const ours = result.links.filter((link) => link.state !== 'SKIPPED');
  return {
    checked: ours.length,
    broken: ours
      .filter((link) => link.state === 'BROKEN')
      .map(({ url, status, parent }) => ({ url, status, parent })),
  };
}
