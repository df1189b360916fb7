// Speed step, before the pages' policies are written: every prerendered page loads the framework's
// scripts once its first content is on screen, instead of fetching them alongside the stylesheets.
//
// Next.js puts its chunks in the head as `<script src async>` (and the page's own chunk also as a
// low-priority preload), so on a slow phone connection the framework's scripts share the wire with
// the render-blocking CSS and can be evaluated before the first frame. Here those tags are replaced
// by one small loader at the end of the body that adds the same scripts (Turbopack's runtime last),
// once the first content and the images the first screen loads eagerly (often the largest paint)
// are on screen, or after 3 s, whichever comes first. The page is server-rendered and fully
// readable before that; links are plain anchors.
//
// The page's React Server Components payload goes the same way. Next.js inlines it as
// `self.__next_f.push(row)` scripts, which repeat the page's content and make up half of its HTML;
// only hydration reads them. The rows (JSON) move into one content-hashed file under
// /_next/static/flight/. At that point the loader fetches it (the scripts are downloading by
// then), and adds the scripts; it hands the rows to `self.__next_f` after Next.js's entry module
// has run (see handOverAfterEntry), so Next.js finds its payload complete, as it would have in
// the HTML.
// The payload, each script and the loader's own file are asked for again when they fail (with
// backoff, and at once when the browser is back online). If the payload never comes the scripts
// are not added: the page stays as rendered, whose controls work without JavaScript, rather than
// hydrating without its data.
//
// The loader's code is one content-hashed file that every page shares (cached once, and out of
// each page's first round trip). It holds each page's part (the scripts, Turbopack's bootstrap
// and the payload's URL) and what the parts share; a page names its part by number, in its
// `data-after-paint` attribute. The loader's tag waits in a noscript block, which the small inline
// starter (after-paint-loader.mjs) turns into the script at the first contentful paint; the later
// stylesheet's links (later-css.mjs) follow once the page has loaded. The loader's file and the
// payload are preloaded at low priority from the end of the body, after the first screen's images
// (preloadHints); the page's largest script is preloaded from the loader's block, at the first
// paint (firstPaintPreload), and the loader preloads the page's other scripts as soon as it runs.
// None of them runs before the loader adds it.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadAfterFirstPaint, startLoader } from './after-paint-loader.mjs';
import { LATER_BLOCK, SHOW_LATER } from './later-css.mjs';
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
// The payload's stylesheet preload hints (a line `:HL["<href>","style"]`) are left out. React acts
// on a hint when it hydrates: the one for the not-found page's CSS, whose preload inline-css.mjs
// drops from the HTML, would become a `<link rel="preload">` that fetches a stylesheet the page
// does not use (React links it itself if that page ever renders); the others name stylesheets
// the page links already.
const STYLE_HINT = /(?<=^|\n):HL\["\/_next\/static\/[^"\n]+?\.css(?:\?[^"\n]*)?","style"\]\n/g;
const FLIGHT_DIR = '/_next/static/flight/';
const MARKER = 'data-after-paint';
// With a deployment ID (skew protection) Next.js asks for every asset with `?dpl=<id>`, so that
// the host serves the files of the deployment the page came from; the payload is asked for so too.
const DEPLOYMENT_ID = /^<!DOCTYPE html><html[^>]* data-dpl-id="([^"]+)"/;

export const FALLBACK_MS = 3000;
// The loader's noscript block is marked so: the starter adds it at the first contentful paint,
// before the page has loaded.
const FIRST = 'paint';

/**
 * What the pages of a build have in common, kept in the loader's file (fetched once) rather than
 * in every page: the chunks more than one page loads (the most used first, so that they have the
 * shortest numbers), and Turbopack's bootstrap when it is the same on every page.
 */
export function sharedParts(pages) {
  const uses = new Map();
  for (const html of pages)
    for (const [, src] of html.matchAll(CHUNK_SCRIPT)) uses.set(src, (uses.get(src) ?? 0) + 1);
  const bootstraps = pages.map((html) => BOOTSTRAP_SCRIPT.exec(html)?.[1] ?? null);
  return {
    chunks: [...uses]
      .filter(([, count]) => count > 1)
      .sort(([, a], [, b]) => b - a)
      .map(([src]) => src),
    bootstrap:
      bootstraps[0] && bootstraps.every((b) => b === bootstraps[0])
        ? JSON.parse(bootstraps[0])
        : null,
  };
}

/**
 * The loader as the file every page shares: its code (minified) with the parts the pages share
 * and each page's own part, and its name, by its content. A page names its part by its number, in
 * the `data-after-paint` attribute of the loader's tag. A part is `[scripts, payload URL,
 * bootstrap]`: a number among the scripts is the index of a shared chunk, and the bootstrap is
 * there only when it is not the shared one.
 */
export function loaderScript(shared, parts) {
  const call =
    `(function(p,s){var a=p[+document.currentScript.getAttribute("${MARKER}")];(${loadAfterFirstPaint.toString()})(` +
    'a[0].map(function(c){return typeof c=="number"?s.chunks[c]:c}),a.length>2?a[2]:s.bootstrap,a[1],' +
    `${JSON.stringify(SHOW_LATER)},${FALLBACK_MS})})(${JSON.stringify(parts)},${JSON.stringify(shared)})`;
  const code = transformSync(call, { minify: true }).code.trim();
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  return { name: `after-paint-${hash}.js`, code };
}

let starterCode;
/** The starter, inline in every page: it turns the noscript blocks into links and the loader. */
export function starterScript() {
  starterCode ??= transformSync(
    `(${startLoader.toString()})("noscript[${LATER_BLOCK}]","noscript[${LATER_BLOCK}=${FIRST}]",${FALLBACK_MS})`,
    { minify: true },
  ).code.trim();
  return starterCode;
}

// The preloads around the loader's block: those just before it (preloadHints), the block's
// opening tag, and the one inside it (firstPaintPreload).
const PRELOAD_HINTS = new RegExp(
  `((?:<link rel="preload" as="(?:script|fetch)"[^>]*/>)*)(<noscript ${LATER_BLOCK}="${FIRST}">)((?:<link rel="preload" as="script"[^>]*/>)?)`,
);

/**
 * The page's script (of `scripts`) preloaded at the first paint with the loader's own file: the
 * largest, by its compressed size (`sizeOf(src)`), or none. On a slow connection the page's
 * scripts share the wire, and the page starts only once the last of them has arrived and run.
 * Asked for first, the largest has the wire before the others join it, and its evaluation (the
 * longest) is less often left until after the last byte.
 */
export function earlyScript(scripts, sizeOf) {
  return scripts.reduce((a, b) => (sizeOf(b) > sizeOf(a) ? b : a), scripts[0]);
}

/**
 * Low-priority preloads of the loader's file and the page's payload (`flight`, asked for as the
 * loader's `fetch` asks for it), for the end of the body. The browser finds them as it reads the
 * HTML, after the first screen's images, and the loader needs both before it can start. No
 * script is preloaded with the HTML: on a phone low-priority preloads start about at the first
 * paint anyway, while lab tools such as Lighthouse count every request that ends before the
 * largest paint of their fast, unthrottled load in the slow phone they simulate from it, where a
 * large script takes the largest paint several round trips.
 */
export function preloadHints(loader, flight) {
  return (
    `<link rel="preload" as="script" fetchpriority="low" href="${loader}"/>` +
    (flight
      ? `<link rel="preload" as="fetch" crossorigin="" fetchpriority="low" href="${flight}"/>`
      : '')
  );
}

/**
 * The preload of the page's early script (earlyScript), for inside the loader's block: the
 * starter adds it with the loader's script, at the first paint, so that it downloads while the
 * loader's small file arrives. A browser without scripts reads the block as markup: the `media`
 * query keeps it from fetching a script it will not run.
 */
export function firstPaintPreload(early) {
  return early
    ? `<link rel="preload" as="script" fetchpriority="low" media="(scripting: enabled)" href="${early}"/>`
    : '';
}

/**
 * The page without the preloads of preloadHints and firstPaintPreload; its loader asks for the
 * same files a little later.
 */
export function withoutPreloadHints(html) {
  return html.replace(PRELOAD_HINTS, (_, before, block) => block);
}

const PRELOAD_HINT = /<link rel="preload" as="(?:script|fetch)"[^>]* href="([^"]+)"\/>/g;

/**
 * The page with as few of its preloads (preloadHints, firstPaintPreload) taken out as it needs
 * for `fits(page)`: the preloads of the smallest files go first, since each preload costs the HTML
 * about the same bytes and a small file's saves the least time. `sizeOf(href)` weighs a file. A
 * page that does not fit even without them loses them all. The loader asks for what is not
 * preloaded once it runs, as before.
 */
export function fitPreloadHints(html, fits, sizeOf) {
  const match = PRELOAD_HINTS.exec(html);
  if (!match || fits(html)) return html;
  const [, before, block, inside] = match;
  const hints = [...`${before}${inside}`.matchAll(PRELOAD_HINT)].map(([link, href]) => ({
    link,
    inBlock: inside.includes(link),
    size: sizeOf(href),
  }));
  const links = (kept, inBlock) =>
    kept
      .filter((hint) => hint.inBlock === inBlock)
      .map((hint) => hint.link)
      .join('');
  const smallestFirst = [...hints].sort((a, b) => a.size - b.size);
  let kept = hints;
  for (const dropped of smallestFirst.slice(0, -1)) {
    kept = kept.filter((hint) => hint !== dropped);
    const page = html.replace(PRELOAD_HINTS, () => links(kept, false) + block + links(kept, true));
    if (fits(page)) return page;
  }
  return withoutPreloadHints(html);
}

/** How many preloads (preloadHints, firstPaintPreload) `html` has. */
export function preloadHintCount(html) {
  const match = PRELOAD_HINTS.exec(html);
  return match ? (`${match[1]}${match[3]}`.match(PRELOAD_HINT)?.length ?? 0) : 0;
}

/** A payload row without its stylesheet hints; a row is [1, text] for the payload's text. */
export function withoutStyleHints(row) {
  return row[0] === 1 && typeof row[1] === 'string' ? [1, row[1].replace(STYLE_HINT, '')] : row;
}

// Turbopack's runtime chunk: the one that takes over `globalThis.TURBOPACK` (minified).
const RUNTIME = /globalThis\.TURBOPACK\s*=\s*\{\s*push\s*:/;

/** Whether the script file `text` is Turbopack's runtime chunk. */
export function isRuntimeChunk(text) {
  return RUNTIME.test(text);
}

/**
 * A page's chunks with Turbopack's runtime last (`isRuntime(src)` tells it), the others in the
 * order Next.js wrote them. The loader adds the scripts one task apart, in this order: a chunk that
 * runs before the runtime only queues itself, and the runtime, which starts the page, finds every
 * other chunk's script already in the page, so it adds none of them a second time. A page whose
 * scripts hold no runtime, or several, means Next.js changed its output: the build stops.
 */
export function runtimeLast(chunks, isRuntime) {
  const runtimes = chunks.filter((src) => isRuntime(src));
  if (runtimes.length !== 1)
    throw new Error(
      `expected one Turbopack runtime among a page's scripts, found ${runtimes.length}: ${chunks.join(', ')}`,
    );
  return [...chunks.filter((src) => src !== runtimes[0]), runtimes[0]];
}

/** One page's part of the move: its chunks, payload, loader part and HTML without them. */
function pagePart(html, shared, isRuntime) {
  const written = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  const chunks = isRuntime && written.length > 0 ? runtimeLast(written, isRuntime) : written;
  const rows = [...html.matchAll(FLIGHT_SCRIPT)].map((match) =>
    withoutStyleHints(JSON.parse(match[1])),
  );
  const dpl = DEPLOYMENT_ID.exec(html)?.[1];
  let flight = null;
  if (rows.length > 0) {
    const json = JSON.stringify(rows);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
    flight = { src: `${FLIGHT_DIR}${hash}.json${dpl ? `?dpl=${dpl}` : ''}`, json };
  }
  const bootstrap = BOOTSTRAP_SCRIPT.exec(html);
  const part = [
    chunks.map((chunk) => (shared.chunks.includes(chunk) ? shared.chunks.indexOf(chunk) : chunk)),
    flight?.src ?? null,
  ];
  const ownBootstrap = bootstrap ? JSON.parse(bootstrap[1]) : null;
  if (JSON.stringify(ownBootstrap) !== JSON.stringify(shared.bootstrap)) part.push(ownBootstrap);
  const stripped = html
    .replace(CHUNK_SCRIPT, '')
    .replace(CHUNK_PRELOAD, '')
    .replace(NOMODULE_SCRIPT, '')
    .replace(FLIGHT_SCRIPT, '')
    .replace(bootstrap ? BOOTSTRAP_SCRIPT : /$^/, '');
  return { chunks, flight, part, stripped, dpl };
}

/**
 * Moves the chunk scripts and RSC payloads of a build's pages (`pages`, their HTML) behind the
 * first paint; `sizeOf(src)` weighs a script compressed, to choose each page's early script (none
 * without it); `isRuntime(src)` tells Turbopack's runtime chunk, which each page's loader adds
 * last (runtimeLast; without it, the scripts keep Next.js's order).
 * Returns each page's new HTML, the script URLs the loader adds for it (`moved`) and its payload
 * file (`flight`: URL and JSON, or null when it has none), and the loader's file that they share
 * (`loader`: its URL, as the first page asks for it, and code; null when no page had scripts to
 * move). A page already done, or with no chunk tags, is returned unchanged with
 * `moved: []`.
 */
export function scriptsAfterPaint(pages, sizeOf = null, isRuntime = null) {
  const todo = pages.map((html) => !html.includes(MARKER) && html.search(CHUNK_SCRIPT) !== -1);
  const shared = sharedParts(pages.filter((_, i) => todo[i]));
  const moving = pages.map((html, i) => (todo[i] ? pagePart(html, shared, isRuntime) : null));
  const parts = moving.filter(Boolean).map(({ part }) => part);
  if (parts.length === 0)
    return { pages: pages.map((html) => ({ html, moved: [], flight: null })), loader: null };
  const { name, code } = loaderScript(shared, parts);
  let number = 0;
  let loader = null;
  const result = pages.map((html, i) => {
    const page = moving[i];
    if (!page) return { html, moved: [], flight: null };
    // Beside the page's first chunk. Not one of Next.js's own immutable files, so it is asked for
    // with the deployment's `?dpl=` whenever the build has one, wherever it lives.
    const chunkPath = page.chunks[0].split('?')[0];
    const src = `${chunkPath.slice(0, chunkPath.lastIndexOf('/') + 1)}${name}${page.dpl ? `?dpl=${page.dpl}` : ''}`;
    loader ??= { src, code };
    // In a noscript block, which the starter turns into the script at the first contentful
    // paint: before that, a browser with scripts does not run it. Its file and the page's payload
    // are preloaded just before, at low priority (see preloadHints); the early script with it.
    const early = sizeOf ? firstPaintPreload(earlyScript(page.chunks, sizeOf)) : '';
    const tag =
      preloadHints(src, page.flight?.src) +
      `<noscript ${LATER_BLOCK}="${FIRST}">${early}<script src="${src}" ${MARKER}="${number++}"></script></noscript>` +
      `<script>${starterScript()}</script>`;
    // The document's own closing tag is the last one (text in the page can never hold a raw one).
    const end = page.stripped.lastIndexOf('</body>');
    if (end === -1) throw new Error('no </body> to put the script loader before');
    return {
      html: page.stripped.slice(0, end) + tag + page.stripped.slice(end),
      moved: page.chunks,
      flight: page.flight,
    };
  });
  return { pages: result, loader };
}

export function loadScriptsAfterPaint() {
  const files = htmlFiles();
  const before = files.map((file) => readFileSync(file, 'utf8'));
  const sizes = new Map();
  const sizeOf = (src) => {
    if (!sizes.has(src)) sizes.set(src, gzipSync(readFileSync(staticFile(src))).length);
    return sizes.get(src);
  };
  const runtimes = new Map();
  const isRuntime = (src) => {
    if (!runtimes.has(src))
      runtimes.set(src, isRuntimeChunk(readFileSync(staticFile(src), 'utf8')));
    return runtimes.get(src);
  };
  const { pages, loader } = scriptsAfterPaint(before, sizeOf, isRuntime);
  let moved = 0;
  let payloads = 0;
  pages.forEach(({ html, moved: chunks, flight }, i) => {
    if (before[i].includes(MARKER)) return; // done by an earlier run
    // A page with no chunk tags means Next.js changed its output: stop rather than ship it
    // unknowingly.
    if (chunks.length === 0) throw new Error(`${files[i]}: no framework <script async> tags found`);
    if (flight) {
      const target = staticFile(flight.src);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, flight.json);
      payloads++;
    }
    writeFileSync(files[i], html);
    moved++;
  });
  if (loader) writeFileSync(staticFile(loader.src), loader.code);
  console.log(
    `After paint: ${moved} of ${files.length} pages load their scripts (${payloads} with their ` +
      'RSC payload) after the first paint',
  );
}
