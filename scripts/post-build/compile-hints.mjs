// Speed step, before after-paint.mjs (which takes the script tags out of the pages): the scripts
// pages run as they start get V8's file-level compile hint, `//# allFunctionsCalledOnLoad`, as
// their first line.
//
// V8 compiles a function the first time it is called, on the main thread. Hydration calls most
// of the framework (React DOM, the router) in its first tasks, so those tasks were mostly
// compiling: about half of the entry's evaluation, which a phone several times slower than a
// laptop feels as a freeze. With the hint, Chromium (136 and later) compiles every function of
// the file on a background thread while the file downloads, and the main thread only runs it.
// Other browsers ignore the comment.
//
// The chunks a page lists as `<script src async>` get the hint: the code every page runs on
// load. So does the Web Vitals library's chunk (web-vitals, loaded once the page works, on the
// page views the reporter samples): the page calls each of its observers as it loads, and its
// attribution code, compiled on first use, ran in the idle time after a visitor's first tap,
// where the next tap's click waited for it. Other chunks loaded on demand (the chat panel, the
// map) keep lazy compilation, since much of them runs only when someone uses them. The file
// names do not change: the hint is part of what the build ships, the same in every deploy of
// that build.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assetUrl, distDir, htmlFiles } from './build-output.mjs';

export const HINT = '//# allFunctionsCalledOnLoad\n';
const STARTUP_SCRIPT = new RegExp(`<script src="${assetUrl('js')}" async=""></script>`, 'g');

/** The chunks a page starts with, as paths under the build folder (`static/chunks/….js`). */
export function startupChunks(html) {
  return [...html.matchAll(STARTUP_SCRIPT)].map((m) => m[2]);
}

/** The script with the hint as its first line; a script that already has it is unchanged. */
export function withHint(source) {
  return source.startsWith(HINT) ? source : HINT + source;
}

// How Turbopack registers a module's exports: `e.s(["onINP",0,…])`.
const VITALS_EXPORTS = ['onCLS', 'onFCP', 'onINP', 'onLCP', 'onTTFB'].map((name) => `"${name}",0,`);

/** Whether a chunk holds web-vitals: it registers every one of the library's observers. */
export function isVitalsLibrary(source) {
  return VITALS_EXPORTS.every((exported) => source.includes(exported));
}

/**
 * The one chunk that holds web-vitals, looked for beside the startup chunks (`static/chunks/`, or
 * `static/immutable/chunks/` when the host serves immutable assets); anything else is an error.
 */
function vitalsChunk(startup) {
  const folders = new Set([...startup].map((chunk) => path.dirname(chunk)));
  const found = [...folders]
    .flatMap((folder) =>
      readdirSync(path.join(distDir, folder))
        .filter((name) => name.endsWith('.js'))
        .map((name) => path.join(folder, name)),
    )
    .filter((chunk) => isVitalsLibrary(readFileSync(path.join(distDir, chunk), 'utf8')));
  if (found.length !== 1)
    throw new Error(`compile-hints: web-vitals expected in one chunk, found in ${found.length}`);
  return found[0];
}

export function addCompileHints() {
  const chunks = new Set(htmlFiles().flatMap((file) => startupChunks(readFileSync(file, 'utf8'))));
  if (chunks.size === 0) throw new Error('compile-hints: no startup scripts found in the pages');
  chunks.add(vitalsChunk(chunks));
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    writeFileSync(file, withHint(readFileSync(file, 'utf8')));
  }
  console.log(
    `compile-hints: ${chunks.size} scripts (the startup ones and web-vitals) compile on a background thread`,
  );
}
