// linkinator crawls the served site from its home page and its sitemap, following every link and
// asset on this origin; other sites are not fetched (the machine may have no network, and their
// state is not ours to test).
import { LinkChecker } from 'linkinator';
import { sitemapRoutes } from '../lib/served-size.mjs';

/**
 * `{ checked, broken: [{ url, status, parent }] }` for every link and asset on this origin. A
 * kept-alive connection that the server closes for idleness just as it is reused (the Nu
 * checker's fetches leave some idle while Java checks the pages) fails with "fetch failed", which
 * linkinator throws instead of reporting a link: the crawl is then made once more, on fresh
 * connections, and a second such failure is thrown.
 */
export async function checkLinks(origin) {
  try {
    return await crawl(origin);
  } catch (error) {
    if (!(error instanceof TypeError && error.message === 'fetch failed')) throw error;
    console.log(`linkinator: ${error.message} (${error.cause?.message}); crawling again`);
    return crawl(origin);
  }
}

async function crawl(origin) {
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
