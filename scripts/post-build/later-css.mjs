// Speed step, after inline-css.mjs: a page's inline CSS keeps only the rules its first screen can
// use, so that the HTML fits in a new connection's first flight (about 14 KB); the rest of its
// stylesheets' rules go into one file linked where the first screen ends.
//
// The first screen ends at the page's `<div data-fold="">` (components/ui/fold.tsx) if it has
// one, or else at its `<footer>`. A rule stays inline when its selectors name no class (element
// rules), or a class used, outside the part from there to the footer's end, by an element the
// HTML does not hide. The other rules (the sections below the fold, the footer's, what closed
// menus and scripts' states use) and the design tokens none of the rules that stay read
// (root-tokens.mjs) move to `later-<hash>.css` beside the page's stylesheets.
//
// That file is linked as `<link rel="stylesheet" fetchpriority="low" data-precedence="later">` right before
// `<footer>`, and also inside the fold's element when there is one. Browsers render the content
// before a stylesheet link in the body without waiting for it, and hold the content after it
// until it has loaded, so the first screen paints from the HTML alone and what follows never
// shows unstyled. When React hydrates it skips a link that is a child of <body> (a stylesheet
// outside its tree), and leaves the inside of the fold's element as it is, so both links stay.
// The one before the footer also stays when a client-side navigation replaces the page's
// content; the browser fetches the file once. Inline rules plus the later file are each
// stylesheet's whole text, so a client-side navigation that finds a stylesheet already linked
// (disabled) in the head finds all of its rules applied. The loader script at the end of the body
// runs only once the later stylesheet has applied (a parser-inserted script, deferred too, waits
// for the stylesheets before it), so what scripts show and the states they add are styled from the
// start.
import { createHash } from 'node:crypto';
import { splitRootTokens } from './root-tokens.mjs';

const INLINE_STYLE = /<style data-from="([^"]+)">([\s\S]*?)<\/style>/g;
const CLASS = /\.(-?[A-Za-z_][\w-]*)/g;
const FOOTER = /<footer[\s>][\s\S]*?<\/footer>/;
const FOLD = '<div data-fold="">';
// With a deployment ID (skew protection) the page names it, and assets are asked for with it.
const DEPLOYMENT_ID = /^<!DOCTYPE html><html[^>]* data-dpl-id="([^"]+)"/;
const START_TAG = /<[a-z][^<>]*>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/;
// An element the HTML hides (a closed menu, the scroll-to-top button at the top of the page) is
// not on the first screen: only a script shows it, and scripts start after the later file applies.
const HIDDEN = /\shidden(?:=""|[\s/>])/;

/** The class names a rule's selectors (and its nested rules' selectors) name. */
export function selectorClasses(rule) {
  // The text before each `{` since the last `{`, `}` or `;` is a selector or an at-rule's
  // prelude; the rest is declarations, whose values (`url(a.svg)`) are not selectors.
  const selectors = [];
  let from = 0;
  for (let i = 0; i < rule.length; i++) {
    if (rule[i] === '{') selectors.push(rule.slice(from, i));
    if (rule[i] === '{' || rule[i] === '}' || rule[i] === ';') from = i + 1;
  }
  return [...selectors.join(' ').matchAll(CLASS)].map((match) => match[1]);
}

/** Splits minified CSS into its top-level rules and at-rule blocks. */
export function topLevelRules(css) {
  const rules = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (css.slice(start).trim()) rules.push(css.slice(start));
  return rules;
}

/**
 * Moves the rules the first screen cannot use out of `html`'s inline styles. Returns the new
 * HTML and the later file's CSS and href (`later: null` when every rule stays, or there is no
 * footer to link it before).
 */
export function deferLaterCss(html) {
  const styles = [...html.matchAll(INLINE_STYLE)];
  const footer = FOOTER.exec(html);
  if (styles.length === 0 || !footer) return { html, later: null };
  const fold = html.indexOf(FOLD);
  const laterFrom = fold !== -1 && fold < footer.index ? fold : footer.index;
  const firstScreen = (
    html.slice(0, laterFrom) + html.slice(footer.index + footer[0].length)
  ).replace(INLINE_STYLE, '');
  const used = new Set(
    [...firstScreen.matchAll(START_TAG)]
      .filter(([tag]) => !HIDDEN.test(tag))
      .flatMap(([tag]) => CLASS_ATTRIBUTE.exec(tag)?.[1].split(/\s+/) ?? []),
  );
  const usedNow = (rule) => {
    const classes = selectorClasses(rule);
    return classes.length === 0 || classes.some((name) => used.has(name));
  };
  const split = styles.map(([whole, href, css]) => {
    const rules = topLevelRules(css);
    return { whole, href, now: rules.filter(usedNow), later: rules.filter((r) => !usedNow(r)) };
  });
  // The tokens: what the rules that stay and the page's style attributes read.
  const readers = split.flatMap((s) => s.now).join('') + html.replace(INLINE_STYLE, '');
  for (const style of split)
    style.now = style.now.flatMap((rule) => {
      const tokens = splitRootTokens(rule, readers);
      if (!tokens) return [rule];
      if (tokens.later) style.later.unshift(tokens.later);
      return tokens.now ? [tokens.now] : [];
    });
  let laterCss = '';
  let result = html;
  for (const { whole, href, now, later } of split) {
    if (later.length === 0) continue;
    laterCss += later.join('');
    result = result.replace(whole, () => `<style data-from="${href}">${now.join('')}</style>`);
  }
  if (!laterCss) return { html, later: null };
  const hash = createHash('sha256').update(laterCss).digest('hex').slice(0, 16);
  // Beside the page's first stylesheet. Not one of Next.js's own immutable files, so it is asked
  // for with the deployment's `?dpl=` whenever the build has one, wherever it lives.
  const path = styles[0][1].split('?')[0];
  const dpl = DEPLOYMENT_ID.exec(html)?.[1];
  const href = `${path.slice(0, path.lastIndexOf('/') + 1)}later-${hash}.css${dpl ? `?dpl=${dpl}` : ''}`;
  // Low priority: the first screen's own images come first on a slow connection.
  const link = `<link rel="stylesheet" href="${href}" fetchpriority="low" data-precedence="later"/>`;
  return {
    html: result
      .replace(FOLD, () => `${FOLD}${link}`)
      .replace(/<footer[\s>]/, (tag) => `${link}${tag}`),
    later: { href, css: laterCss.replace(/\\3c /g, '<') },
  };
}
