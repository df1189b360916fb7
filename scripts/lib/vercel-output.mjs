// Checks of what `vercel build` wrote to `.vercel/output` (the Build Output API): the pages it
// would serve, the files they ask for, and what its functions would read.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { policyProblems } from '../post-build/check.mjs';

function filesUnder(dir, keep) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((file) => path.join(dir, file));
}

// A URL under /_next/static/ in a page (in an attribute or the inline CSS) or in the after-paint
// loader's file, which lists each page's scripts and payload.
const STATIC_URL = /\/_next\/static\/[^"'\\\s)]+/g;
const LOADER_FILE = /\/after-paint-[0-9a-f]+\.js$/;

/** What is wrong with the assets one page asks for, itself or through its loader. */
function assetProblems(html, staticDir, deploymentId) {
  const problems = [];
  const urls = [...html.matchAll(STATIC_URL)].map(([url]) => url);
  const loaders = new Set();
  for (const url of urls) {
    const [file, query = ''] = url.split('?');
    const target = path.join(staticDir, file);
    if (!existsSync(target)) problems.push(`asks for a missing ${url}`);
    else if (LOADER_FILE.test(file) && !loaders.has(file) && loaders.add(file))
      urls.push(...[...readFileSync(target, 'utf8').matchAll(STATIC_URL)].map(([u]) => u));
    // Skew protection: the host serves the files of the page's own deployment for ?dpl=<id>.
    const versioned = /\.(?:js|json)$/.test(file) && !file.includes('/immutable/');
    if (deploymentId && versioned && query !== `dpl=${deploymentId}`)
      problems.push(`asks for ${url} without its deployment ID`);
    if (!deploymentId && query.includes('dpl='))
      problems.push(`asks for ${url} with a deployment ID`);
  }
  return problems;
}

/** Each short URL (`from` -> `to`) must be a permanent redirect among Vercel's routes. */
function redirectProblems(routes, redirects) {
  return Object.entries(redirects).flatMap(([from, to]) => {
    const route = routes.find((r) => r.status === 308 && new RegExp(r.src).test(from));
    return route?.headers?.Location === to ? [] : [`${from} is not redirected to ${to}`];
  });
}

/** Each page's own headers (`{ source, headers: [{ key, value }] }`) must be on its route. */
function pageHeaderProblems(routes, pageHeaders) {
  return pageHeaders.flatMap(({ source, headers }) =>
    headers.flatMap(({ key, value }) =>
      routes.some((r) => !r.status && new RegExp(r.src).test(source) && r.headers?.[key] === value)
        ? []
        : [`${source} has no ${key} header "${value}"`],
    ),
  );
}

/**
 * A newsletter link's page posts its button back to its own address: on Vercel, as under
 * `next start`, a request with a body there must be routed to the route handler, before the page.
 */
function linkPostProblems(routes, linkPages) {
  const handled = routes.findIndex((r) => r.handle === 'filesystem');
  return linkPages.flatMap((page) => {
    const at = routes.findIndex(
      (r) =>
        new RegExp(r.src).test(page) &&
        String(r.dest ?? '').startsWith(`/api${page}`) &&
        r.has?.some((h) => h.type === 'header' && h.key === 'content-type'),
    );
    if (at === -1) return [`a post to ${page} is not routed to /api${page}`];
    return handled !== -1 && at > handled ? [`a post to ${page} reaches the page first`] : [];
  });
}

/**
 * The problems of one `.vercel/output` folder, and how many pages it would serve. `deploymentId`
 * is the ID the build was given (skew protection), or null; `redirects` the short URLs;
 * `linkPages` the pages whose form posts back to their own address; `pageHeaders` the headers
 * next.config.ts gives particular pages.
 */
export function vercelOutputProblems(
  output,
  deploymentId,
  redirects,
  linkPages = [],
  pageHeaders = [],
) {
  const staticDir = path.join(output, 'static');
  const functionsDir = path.join(output, 'functions');
  const pages = [
    ...filesUnder(functionsDir, (file) => file.endsWith('.prerender-fallback.html')),
    ...filesUnder(staticDir, (file) => file.endsWith('.html')),
  ];
  const problems = pages.flatMap((page) => {
    const html = readFileSync(page, 'utf8');
    return [...policyProblems(html), ...assetProblems(html, staticDir, deploymentId)].map(
      (problem) => `${path.relative(output, page)}: ${problem}`,
    );
  });
  if (!pages.some((page) => page.endsWith(`static${path.sep}404.html`)))
    problems.push('no static/404.html for unknown paths');
  if (pages.length < 30) problems.push(`only ${pages.length} pages`);

  // Functions are traced during next build, before the post-build steps: none may need what
  // they write (the pages' HTML, the static files). A middleware would run before the CDN cache
  // on every page view; the site has none.
  const configs = filesUnder(functionsDir, (file) => file.endsWith('.vc-config.json'));
  for (const config of configs) {
    const { filePathMap = {} } = JSON.parse(readFileSync(config, 'utf8'));
    const late = Object.keys(filePathMap).filter((file) =>
      /^\.next\/(?:static\/|standalone\/|server\/(?:app|pages)\/.*\.html$)/.test(file),
    );
    for (const file of late) problems.push(`${path.relative(output, config)} needs ${file}`);
  }
  if (existsSync(path.join(functionsDir, '_middleware.func')))
    problems.push('a middleware function runs before every page');
  // Vercel's routes, in the order it applies them.
  const { routes = [] } = JSON.parse(readFileSync(path.join(output, 'config.json'), 'utf8'));
  problems.push(...redirectProblems(routes, redirects));
  problems.push(...linkPostProblems(routes, linkPages));
  problems.push(...pageHeaderProblems(routes, pageHeaders));
  return { pages: pages.length, problems };
}
