// Speed step: every prerendered page carries its stylesheets in its HTML, so a phone can
// paint it from the HTML alone instead of waiting one more round trip for render-blocking CSS.
//
// Each `<link rel="stylesheet" href="/_next/static/…css" data-precedence="next">` in a page gets,
// just before it, a `<style>` with the file's complete text, and the link itself becomes
// `disabled`: a disabled link is neither fetched nor applied. The links stay in the page because
// React adopts them on hydration as the stylesheet resources of their hrefs (it looks them up by
// rel and href): when a client-side navigation needs one of these files, React finds it already
// there and its rules are already inline; a file the page does not have is linked by React as
// usual. The whole file is inlined here, not only the rules the markup matches, so the states
// scripts add later (an open menu, form errors) and the pages reached by client-side navigation are
// styled without ever enabling the links, which would parse the files again and restyle the page
// while it hydrates. That keeps a page's CSS small enough to inline: Turbopack's graph CSS chunking
// (next.config.ts) splits the styles into small shared files, so a page carries only its own.
// Relative `url()`s are rewritten to absolute paths, since inlined they would resolve against the
// page. Then later-css.mjs moves the rules the first screen does not use to one file linked before
// the footer, which keeps every page within a new connection's first flight.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { FIRST_FLIGHT_BYTES } from '../lib/served-size.mjs';
import { fitPreloadHints, preloadHintCount } from './after-paint.mjs';
import { htmlFiles, staticFile } from './build-output.mjs';
import { deferLaterCss, laterHref } from './later-css.mjs';
import { laterTokensInline } from './root-tokens.mjs';

const STYLESHEET =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"]+?\.css(?:\?[^"]*)?)" data-precedence="next"\/>/g;
// Next.js also preloads the CSS of boundaries that may render later (the not-found page's): a
// high-priority request that competes with the page's own first round trips. React links that
// file itself if the boundary ever renders, so the preload is dropped.
const STYLE_PRELOAD =
  /<link rel="preload" href="\/_next\/static\/[^"]+?\.css(?:\?[^"]*)?" as="style"\/>/g;
const URL_REF = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

/** Makes the CSS's relative url()s absolute: inlined, they would resolve against the page. */
export function absoluteUrls(css, href) {
  return css.replace(URL_REF, (whole, quote, ref) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(ref)) return whole;
    const resolved = new URL(ref, `http://x${href}`).pathname;
    return `url(${quote}${resolved}${quote})`;
  });
}

/**
 * Inlines one page's stylesheets. `readCss(href)` returns a file's text. Returns the new HTML
 * and the hrefs inlined; a page already done is returned unchanged with `inlined: []`.
 */
export function inlineStylesheets(html, readCss) {
  return {
    html: html.replace(STYLE_PRELOAD, '').replace(STYLESHEET, (link, href) => {
      // A closing tag inside the CSS (it can only be in a string) would end the <style> element
      // early: its "<" is written as the CSS escape \3c instead.
      const css = absoluteUrls(readCss(href), href)
        .trim()
        .replace(/<(?=\/style)/gi, '\\3c ');
      return `<style data-from="${href}">${css}</style>${link.replace('/>', ' disabled=""/>')}`;
    }),
    inlined: [...html.matchAll(STYLESHEET)].map((match) => match[1]),
  };
}

export function inlineCss() {
  const readCss = (href) => readFileSync(staticFile(href), 'utf8');
  const files = htmlFiles();
  let pages = 0;
  let deferred = 0;
  let bytes = 0;
  for (const file of files) {
    const before = readFileSync(file, 'utf8');
    const { html, inlined } = inlineStylesheets(before, readCss);
    // A stylesheet link left as it was means Next.js changed how it writes them: stop rather
    // than ship a page that still waits for its CSS.
    const left = /<link rel="stylesheet"(?![^>]*disabled)[^>]*>/.exec(html);
    if (left) throw new Error(`${file}: stylesheet link not inlined: ${left[0]}`);
    if (inlined.length === 0) continue; // no CSS (Next's bare global-error page) or done already
    const { html: firstScreen, later } = deferLaterCss(html);
    if (later) {
      writeFileSync(staticFile(later.href), later.css);
      deferred++;
    }
    writeFileSync(file, firstScreen);
    pages++;
    bytes += firstScreen.length - before.length;
  }
  if (
    pages === 0 &&
    !files.some((file) => readFileSync(file, 'utf8').includes('<style data-from='))
  )
    throw new Error('no page had a stylesheet link to inline');
  console.log(
    `Inline CSS: ${pages} of ${files.length} pages carry their stylesheets ` +
      `(${Math.round(bytes / 1024 / Math.max(pages, 1))} KB per page before compression); ` +
      `${deferred} link the rules their first screen does not use before their footer`,
  );
}

// What a page's compressed HTML may weigh: a new connection's first flight less 1 KB for the
// response headers (about 0.9 KB from `next start`; the home page's, with the Link header that
// asks for its hero picture, just under 1 KB: lib/server/preload-headers.ts).
const HTML_BUDGET = FIRST_FLIGHT_BYTES - 1024;

/**
 * Run last of the steps that change a page's HTML, so that the budget weighs the page as it is
 * served. A page over it loses the preloads of its smallest files first, as many as it takes
 * (`fitPreloadHints`, after-paint.mjs: its loader asks for them a little later). Then a page with
 * room left gets its later file's design tokens inline (`laterTokensInline`, root-tokens.mjs).
 * The preloads come first: they bring the page's scripts in sooner than the tokens' saved restyle
 * does.
 */
export function fitFirstFlights() {
  const fits = (page) => gzipSync(page).length <= HTML_BUDGET;
  const sizeOf = (href) => statSync(staticFile(href)).size;
  let pages = 0;
  let tokens = 0;
  let trimmed = 0;
  for (const file of htmlFiles()) {
    const html = readFileSync(file, 'utf8');
    pages++;
    const fitting = fitPreloadHints(html, fits, sizeOf);
    if (fitting !== html) {
      trimmed++;
      console.log(
        `First flight of ${file}: ${preloadHintCount(fitting)} of ${preloadHintCount(html)} ` +
          'preloads kept (the largest files)',
      );
    }
    const href = laterHref(fitting);
    const after = href
      ? laterTokensInline(fitting, readFileSync(staticFile(href), 'utf8'), HTML_BUDGET)
      : fitting;
    if (after !== fitting) tokens++;
    if (after !== html) writeFileSync(file, after);
  }
  console.log(
    `First flights: ${pages - trimmed} of ${pages} pages keep all their preloads; ${tokens} ` +
      "carry their later stylesheet's design tokens inline (the others have no room for them)",
  );
}
