#!/usr/bin/env node
// After `next build`: every prerendered page carries the CSS its own markup uses, so a phone can
// paint it from the HTML alone instead of waiting one more round trip for 2-3 render-blocking
// CSS files (Turbopack's shared chunk alone is ~43 KB, mostly other pages' rules).
//
// Each `<link rel="stylesheet" href="/_next/static/…css" data-precedence="next">` in a page gets,
// just before it, a `<style>` with the file's rules that can match an element of the page (with
// states such as :hover and :focus counted as matching), and the link itself becomes `disabled`,
// so it does not block the first paint. The after-paint loader (after-paint.mjs) enables the
// links after the first paint, which loads the complete files for what scripts add later (an
// open menu, the chat panel, form errors). The links stay in the page because React adopts them
// on hydration as the stylesheet resources of their hrefs (it looks them up by rel and href), so
// client-side navigation never links the same file twice. Relative `url()`s are rewritten to
// absolute paths, since inlined they would resolve against the page.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { distDir, htmlFiles } from './build-output.mjs';
import { selectOne } from 'css-select';
import { parseDocument } from 'htmlparser2';
import postcss from 'postcss';

const STYLESHEET =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="next"\/>/g;
const URL_REF = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

/** Makes the CSS's relative url()s absolute: inlined, they would resolve against the page. */
export function absoluteUrls(css, href) {
  return css.replace(URL_REF, (whole, quote, ref) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(ref)) return whole;
    const resolved = new URL(ref, `http://x${href}`).pathname;
    return `url(${quote}${resolved}${quote})`;
  });
}

// Pseudo-classes and pseudo-elements without arguments (:hover, ::before, :root) and :not(…) are
// dropped before matching: what remains matches at least every element the full selector can.
const STATELESS = /(?<!\\)::?[a-z-]+(?![a-z-(])|(?<!\\):not\((?:[^()]|\([^()]*\))*\)/gi;

/** Could `selector` match an element of `document`, in some state? Unknown syntax counts as yes. */
function mayMatch(selector, document) {
  // Attribute selectors are set aside first: a value such as [href^="tel:x"] is not a pseudo-class.
  const attributes = [];
  let loose = selector
    .replace(/\[[^\]]*\]/g, (attribute) => `[${attributes.push(attribute) - 1}]`)
    .replace(STATELESS, '')
    .replace(/\[(\d+)\]/g, (_, index) => attributes[Number(index)])
    .trim();
  if (loose === '' || /[>+~]$/.test(loose)) loose += '*';
  try {
    return selectOne(loose, document) !== null;
  } catch {
    return true;
  }
}

const VAR_REF = /var\(\s*(--[\w-]+)/g;

/**
 * Removes the custom property declarations (the design tokens) that nothing left in `roots`, and
 * no inline style of the page, refers to, following references between properties. All of a
 * page's stylesheets together: tokens defined in one are used in the others.
 */
function dropUnusedCustomProperties(roots, html) {
  const refs = (text) => [...text.matchAll(VAR_REF)].map((match) => match[1]);
  const used = new Set(refs(html));
  const definitions = new Map();
  for (const root of roots) {
    root.walkDecls((decl) => {
      if (!decl.prop.startsWith('--')) refs(decl.value).forEach((name) => used.add(name));
      else definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl.value]);
    });
  }
  const pending = [...used];
  while (pending.length > 0) {
    for (const value of definitions.get(pending.pop()) ?? []) {
      for (const name of refs(value)) {
        if (!used.has(name)) pending.push(name);
        used.add(name);
      }
    }
  }
  for (const root of roots) {
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--') && !used.has(decl.prop)) decl.remove();
    });
  }
}

/** Removes the rules no selector of which may match, and the blocks left empty. */
function keepMatchingRules(root, document) {
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    if (!rule.selectors.some((selector) => mayMatch(selector, document))) rule.remove();
  });
}

function withoutEmptyBlocks(root) {
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * The part of each stylesheet in `sheets` that can apply to the page `html`: the rules with a
 * selector that may match, and the custom properties those rules (or the page) use.
 */
export function criticalCss(sheets, html) {
  const document = parseDocument(html);
  const roots = sheets.map((css) => postcss.parse(css));
  for (const root of roots) keepMatchingRules(root, document);
  dropUnusedCustomProperties(roots, html);
  return roots.map(withoutEmptyBlocks);
}

/**
 * Inlines one page's stylesheets. `readCss(href)` returns a file's text. Returns the new HTML
 * and the hrefs inlined; a page already done is returned unchanged with `inlined: []`.
 */
export function inlineStylesheets(html, readCss) {
  const hrefs = [...html.matchAll(STYLESHEET)].map((match) => match[1]);
  if (hrefs.length === 0) return { html, inlined: [] };
  const critical = criticalCss(
    hrefs.map((href) => absoluteUrls(readCss(href), href)),
    html,
  );
  let index = 0;
  const out = html.replace(STYLESHEET, (link, href) => {
    const css = critical[index++];
    // A closing tag inside the CSS would end the <style> element early.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style"`);
    return `<style data-from="${href}">${css}</style>${link.replace('/>', ' disabled=""/>')}`;
  });
  return { html: out, inlined: hrefs };
}

function main() {
  const readCss = (href) =>
    readFileSync(path.join(distDir, 'static', href.slice('/_next/static/'.length)), 'utf8');
  const files = htmlFiles();
  let pages = 0;
  let bytes = 0;
  for (const file of files) {
    const before = readFileSync(file, 'utf8');
    const { html, inlined } = inlineStylesheets(before, readCss);
    // A stylesheet link left as it was means Next.js changed how it writes them: stop rather
    // than ship a page that still waits for its CSS.
    const left = /<link rel="stylesheet"(?![^>]*disabled)[^>]*>/.exec(html);
    if (left) throw new Error(`${file}: stylesheet link not inlined: ${left[0]}`);
    if (inlined.length === 0) continue; // no CSS (Next's bare global-error page) or done already
    writeFileSync(file, html);
    pages++;
    bytes += html.length - before.length;
  }
  if (
    pages === 0 &&
    !files.some((file) => readFileSync(file, 'utf8').includes('<style data-from='))
  )
    throw new Error('no page had a stylesheet link to inline');
  console.log(
    `Inline CSS: ${pages} of ${files.length} pages carry their stylesheets ` +
      `(${Math.round(bytes / 1024 / Math.max(pages, 1))} KB per page before compression)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
