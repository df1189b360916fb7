// Speed step, before the pages' policies are written: every prerendered page loads the framework's
// scripts once its first content is on screen, instead of fetching them alongside the stylesheets.
//
// Next.js puts its chunks in the head as `<script src async>` (and the page's own chunk also as a
// low-priority preload), so on a slow phone connection the framework's scripts share the wire with
// the render-blocking CSS and can be evaluated before the first frame. Here those tags are replaced by
// one small loader at the end of the body that adds the same scripts, in the same order,
// when the browser reports the first contentful paint and the images the first screen loads
// eagerly (often the largest paint) are on screen, or after 3 s, whichever comes first. The page is
// server-rendered and fully readable before that; links are plain anchors.
//
// The page's React Server Components payload goes the same way. Next.js inlines it as
// `self.__next_f.push(row)` scripts, which repeat the page's content and make up half of its HTML;
// only hydration reads them. The rows (JSON) move into one content-hashed file under
// /_next/static/flight/. At that point the loader fetches it, preloading the scripts meanwhile,
// and adds the scripts; it hands the rows to `self.__next_f` after Next.js's entry module has run
// (see handOverAfterEntry), so Next.js finds its payload complete, as it would have in the HTML. If the payload cannot be fetched the scripts
// are not added: the page stays as rendered, which works without JavaScript, rather than
// hydrating without its data.
//
// The loader's code is one content-hashed file that every page shares (cached once, and out of
// each page's first round trip); a page's own part is its `data-after-paint` attribute: the
// scripts, Turbopack's bootstrap and the payload's URL, as JSON. The script tag is deferred: it
// blocks neither the parser nor the first paint, and runs after the stylesheets before it apply.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadAfterFirstPaint } from './after-paint-loader.mjs';
import { assetUrl, htmlFiles, staticFile } from './build-output.mjs';
import { transformSync } from 'esbuild';

const JS = assetUrl('js');
const CHUNK_SCRIPT = new RegExp(`<script src="${JS}" async=""></script>`, 'g');
const CHUNK_PRELOAD = new RegExp(
  `<link rel="preload" as="script" fetchPriority="low" href="${JS}"/>`,
  'g',
);
// Next.js's polyfills for browsers without ES modules (IE 11, Safari 10). React 19 does not run
// there anyway; such a browser keeps the server-rendered page, which works without scripts.
const NOMODULE_SCRIPT = new RegExp(`<script src="${JS}" noModule=""></script>`, 'g');
const FLIGHT_SCRIPT =
  /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([\s\S]*?)\)<\/script>/g;
// Turbopack's bootstrap: the chunks and runtime modules of the page's entry, pushed for its
// runtime to find when the runtime chunk loads. The loader pushes the same data just before it
// adds the scripts, which keeps the script (and its hash in the page's policy) out of the HTML.
const BOOTSTRAP_SCRIPT =
  /<script id="_R_">\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[^<]*\})\);<\/script>/;
const FLIGHT_DIR = '/_next/static/flight/';
const MARKER = 'data-after-paint';
// With a deployment ID (skew protection) Next.js asks for every asset with `?dpl=<id>`, so that
// the host serves the files of the deployment the page came from; the payload is asked for so too.
const DEPLOYMENT_ID = /^<!DOCTYPE html><html[^>]* data-dpl-id="([^"]+)"/;

export const FALLBACK_MS = 3000;

let loaderFile;
/**
 * The loader as the file every page shares: its code (minified) and its name, by its content.
 * It reads its page's part from its own tag's `data-after-paint` attribute.
 */
export function loaderScript() {
  if (!loaderFile) {
    const call =
      `(function(a){(${loadAfterFirstPaint.toString()})(a[0],a[1],a[2],${FALLBACK_MS})})` +
      `(JSON.parse(document.currentScript.getAttribute("${MARKER}")))`;
    const code = transformSync(call, { minify: true }).code.trim();
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
    loaderFile = { name: `after-paint-${hash}.js`, code };
  }
  return loaderFile;
}

/**
 * Moves one page's chunk scripts and RSC payload behind the first paint. Returns the new HTML, the
 * script URLs the loader adds, the payload file (`flight`: its URL and JSON, or null when the
 * page has none) and the loader's URL. A page already done is returned unchanged with `moved: []`.
 */
export function scriptsAfterPaint(html) {
  const none = { html, moved: [], flight: null, loader: null };
  if (html.includes(MARKER)) return none;
  const chunks = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  if (chunks.length === 0) return none;
  const rows = [...html.matchAll(FLIGHT_SCRIPT)].map((match) => JSON.parse(match[1]));
  const dpl = DEPLOYMENT_ID.exec(html)?.[1];
  let flight = null;
  if (rows.length > 0) {
    const json = JSON.stringify(rows);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
    flight = { src: `${FLIGHT_DIR}${hash}.json${dpl ? `?dpl=${dpl}` : ''}`, json };
  }
  const bootstrap = BOOTSTRAP_SCRIPT.exec(html);
  const args = [chunks, bootstrap ? JSON.parse(bootstrap[1]) : null, flight?.src ?? null];
  // Beside the page's first chunk. Not one of Next.js's own immutable files, so it is asked for
  // with the deployment's `?dpl=` whenever the build has one, wherever it lives.
  const chunkPath = chunks[0].split('?')[0];
  const src = `${chunkPath.slice(0, chunkPath.lastIndexOf('/') + 1)}${loaderScript().name}${dpl ? `?dpl=${dpl}` : ''}`;
  // Single-quoted, so the JSON's own quotes stay as they are.
  const data = JSON.stringify(args).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  // Deferred: the parser never waits for it, and it still runs once the stylesheets before it
  // have applied, before DOMContentLoaded, as a parser-blocking script would.
  const loader = `<script src="${src}" defer="" ${MARKER}='${data}'></script>`;
  const stripped = html
    .replace(CHUNK_SCRIPT, '')
    .replace(CHUNK_PRELOAD, '')
    .replace(NOMODULE_SCRIPT, '')
    .replace(FLIGHT_SCRIPT, '')
    .replace(bootstrap ? BOOTSTRAP_SCRIPT : /$^/, '');
  // The document's own closing tag is the last one (text in the page can never hold a raw one).
  const end = stripped.lastIndexOf('</body>');
  if (end === -1) throw new Error('no </body> to put the script loader before');
  return {
    html: stripped.slice(0, end) + loader + stripped.slice(end),
    moved: chunks,
    flight,
    loader: src,
  };
}

export function loadScriptsAfterPaint() {
  const files = htmlFiles();
  let pages = 0;
  let payloads = 0;
  for (const file of files) {
    const before = readFileSync(file, 'utf8');
    if (before.includes(MARKER)) continue;
    const { html, moved, flight, loader } = scriptsAfterPaint(before);
    // A page with no chunk tags means Next.js changed its output: stop rather than ship it unknowingly.
    if (moved.length === 0) throw new Error(`${file}: no framework <script async> tags found`);
    if (flight) {
      const target = staticFile(flight.src);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, flight.json);
      payloads++;
    }
    writeFileSync(staticFile(loader), loaderScript().code);
    writeFileSync(file, html);
    pages++;
  }
  console.log(
    `After paint: ${pages} of ${files.length} pages load their scripts (${payloads} with their ` +
      'RSC payload) after the first paint',
  );
}
