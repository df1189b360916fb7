// Where the post-build steps find the build: its folder, the HTML files a host may serve, and the
// file on disk behind a `/_next/static/…` URL.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const distDir = process.env.NEXT_DIST_DIR || '.next';
export const appDir = path.join(distDir, 'server', 'app');

/**
 * A script or stylesheet URL as Next.js writes it into a page: under `static/chunks/` (or
 * `static/immutable/chunks/` when the host serves immutable assets), followed by `?dpl=<id>` when
 * the build has a deployment ID (skew protection). Group 1 is the whole URL, group 2 the file's
 * path under the build folder (`static/chunks/….js`).
 */
export const assetUrl = (extension) =>
  String.raw`(/[^"]*?_next/(static/(?:immutable/)?chunks/[^"?]+\.${extension})(?:\?[^"]*)?)`;

function htmlUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlUnder(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Every prerendered page of the build in `dist`: the App Router's pages and the error pages that
 * `next build` also writes under `server/pages/` (a serverless host serves its `404.html` for
 * unknown paths and `500.html` on errors).
 */
export function htmlFiles(dist = distDir) {
  const errorPages = ['404.html', '500.html']
    .map((name) => path.join(dist, 'server', 'pages', name))
    .filter((file) => existsSync(file));
  return [...htmlUnder(path.join(dist, 'server', 'app')), ...errorPages];
}

/**
 * The copy of the build that `output: 'standalone'` makes for `node server.js` (Docker), or null.
 * `next build` writes it before the post-build steps run, so they bring it up to date.
 */
export function standaloneBuild(dist = distDir) {
  const copy = path.join(dist, 'standalone', path.relative(process.cwd(), path.resolve(dist)));
  return existsSync(path.join(copy, 'server')) ? copy : null;
}

/** Every HTML file a supported host may serve: the build's and the standalone copy's. */
export function servedHtmlFiles(dist = distDir) {
  const copy = standaloneBuild(dist);
  return [...htmlFiles(dist), ...(copy ? htmlFiles(copy) : [])];
}

/** The file behind a `/_next/static/…` URL (query string and prefix ignored). */
export function staticFile(url, dist = distDir) {
  const [, rest] = url.split('?')[0].split('/_next/static/');
  if (rest === undefined) throw new Error(`not a /_next/static/ URL: ${url}`);
  return path.join(dist, 'static', rest);
}

/** The route a prerendered page is served at (`server/app/blog/1.html` -> `/blog/1`). */
export function routeOf(file, dist = distDir) {
  const pages = path.join(dist, 'server', 'pages');
  if (path.dirname(file) === pages) return `/${path.basename(file, '.html')}`;
  const route = path.relative(path.join(dist, 'server', 'app'), file).replace(/\.html$/, '');
  const posix = '/' + route.split(path.sep).join('/');
  return posix === '/index' ? '/' : posix;
}
