#!/usr/bin/env node
// After `next build`, before the CSP hashes: every prerendered page loads the framework's scripts
// once its first content is on screen, instead of fetching them alongside the stylesheets.
//
// Next.js puts its chunks in the head as `<script src async>` (and the page's own chunk also as a
// low-priority preload), so on a slow phone connection ~160 KB of script shares the wire with the
// render-blocking CSS and can be evaluated before the first frame. Here those tags are replaced by
// one small inline loader at the end of the body that adds the same scripts, in the same order,
// when the browser reports the first contentful paint (or after 3 s, whichever comes first). The
// page is server-rendered and fully readable before that; links are plain anchors.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const CHUNK_SCRIPT = /<script src="(\/[^"]*_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="[^"]*_next\/static\/chunks\/[^"]+\.js"\/>/g;
const MARKER = 'data-after-paint';

/** Runs in the page (serialised into it): adds the scripts once the first content is shown. */
function loadAfterFirstPaint(sources, fallbackMs) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < sources.length; i++) {
      var script = document.createElement('script');
      script.src = sources[i];
      script.async = true;
      document.head.appendChild(script);
    }
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') === -1) return start();
  var observer = new PerformanceObserver(function (list) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, fallbackMs);
}

export const FALLBACK_MS = 3000;

/**
 * Moves one page's chunk scripts behind the first paint. Returns the new HTML and the scripts
 * moved; a page already done is returned unchanged with `moved: []`.
 */
export function scriptsAfterPaint(html) {
  if (html.includes(MARKER)) return { html, moved: [] };
  const moved = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  if (moved.length === 0) return { html, moved };
  const loader =
    `<script ${MARKER}="">(${loadAfterFirstPaint.toString()})` +
    `(${JSON.stringify(moved)},${FALLBACK_MS})</script>`;
  const stripped = html.replace(CHUNK_SCRIPT, '').replace(CHUNK_PRELOAD, '');
  // The document's own closing tag is the last one (text in the page can never hold a raw one).
  const end = stripped.lastIndexOf('</body>');
  if (end === -1) throw new Error('no </body> to put the script loader before');
  return { html: stripped.slice(0, end) + loader + stripped.slice(end), moved };
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

function main() {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const files = htmlFiles(path.join(distDir, 'server', 'app'));
  let pages = 0;
  for (const file of files) {
    const before = readFileSync(file, 'utf8');
    if (before.includes(MARKER)) continue;
    const { html, moved } = scriptsAfterPaint(before);
    // A page with no chunk tags means Next.js changed its output: stop rather than ship it unknowingly.
    if (moved.length === 0) throw new Error(`${file}: no framework <script async> tags found`);
    writeFileSync(file, html);
    pages++;
  }
  console.log(
    `After paint: ${pages} of ${files.length} pages load their scripts after the first paint`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
