// Speed step, after inline-css.mjs: a page's inline CSS keeps only the rules its first screen can
// use, so that the HTML fits in a new connection's first flight (about 14 KB); the rest of its
// stylesheets' rules go into one file linked where the first screen ends.
//
// The first screen ends at the page's `<div data-fold="">` (components/ui/fold.tsx) if it has
// one, or else at its `<footer>`; the footer and what follows it (the floating chat launcher and
// its panel) are not part of it. A rule stays inline when its selectors name no class (element
// rules), or a class used before that end by an element the HTML does not hide. The other rules
// (the sections below the fold, the footer's, the floating controls', what closed menus and
// scripts' states use), the animations no rule that stays names, and the design tokens none of
// the rules that stay read (root-tokens.mjs) move to `later-<hash>.css` beside the page's
// stylesheets.
//
// That file's link (`<link rel="stylesheet" fetchpriority="low" data-precedence="later">`) goes
// right before `<footer>` in a `<noscript data-later>` block, and also inside the fold's element
// when there is one, in a plain `<noscript>`:
// - Without scripts, the browser reads the links as links. It renders the content before a
//   stylesheet link in the body without waiting for it, and holds the content after it until it
//   has loaded, so the first screen paints from the HTML alone and what follows never shows
//   unstyled.
// - With scripts, a noscript's content is only text: nothing is fetched before the first paint.
//   The after-paint starter (after-paint-loader.mjs) turns the `data-later` block into a link
//   once the first screen is on screen; the fold's stays a noscript. (Linked twice, the same file
//   costs a whole restyle and relayout each time any `<link>` is added to the page later, as
//   React does for a route it prefetches: Chromium takes the page's stylesheets for changed.)
//   Until the file has loaded, one inline rule hides what comes after the fold, the footer and
//   what follows it (`@media (scripting:enabled)`, so never without scripts), and the file's last
//   rule shows them; if it fails, the loader adds that rule itself. So a floating control appears
//   when its styles have, and works from then: the chat's panel opens styled at the first tap,
//   and its markup (on every page) is all it costs the first flight.
// When React hydrates it skips a child of <body> that is not its own (the block, or the link it
// became) and leaves the inside of the fold's element as it is. The link before the footer also
// stays when a client-side navigation replaces the page's content. Inline rules plus the later
// file are each stylesheet's whole text (a stylesheet the first screen does not use keeps only its
// disabled link), so a client-side navigation that finds a stylesheet already linked (disabled) in
// the head finds all of its rules applied. The loader adds the framework's scripts only once the
// later stylesheet has applied, so what scripts show and the states they add are styled from the
// start.
import { createHash } from 'node:crypto';
import { splitRootTokens } from './root-tokens.mjs';

const INLINE_STYLE = /<style data-from="([^"]+)">([\s\S]*?)<\/style>/g;
const CLASS = /\.(-?[A-Za-z_][\w-]*)/g;
const FOOTER = /<footer[\s>][\s\S]*?<\/footer>/;
const FOLD = '<div data-fold="">';
const EMPTY_FOLD = `${FOLD}</div>`;
// With a deployment ID (skew protection) the page names it, and assets are asked for with it.
const DEPLOYMENT_ID = /^<!DOCTYPE html><html[^>]* data-dpl-id="([^"]+)"/;
const START_TAG = /<[a-z][^<>]*>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/;
// An element the HTML hides (a closed menu, the scroll-to-top button at the top of the page) is
// not on the first screen: only a script shows it, and scripts start after the later file applies.
const HIDDEN = /\shidden(?:=""|[\s/>])/;
const KEYFRAMES = /^@keyframes\s+([\w-]+)/;
// The noscript blocks that hold the later file's links (and the after-paint loader's script): the
// after-paint starter turns them into what they hold once the first screen is on screen
// (after-paint-loader.mjs).
export const LATER_BLOCK = 'data-later';
// The later file's link as a page carries it, and `laterHref` to read its href back.
const laterLink = (href) =>
  `<link rel="stylesheet" href="${href}" fetchpriority="low" data-precedence="later"/>`;
const LATER_LINK =
  /<link rel="stylesheet" href="([^"]+)" fetchpriority="low" data-precedence="later"\/>/;
// What waits for the later file when scripts run: the elements after the fold (beside it), the
// footer and the elements after the footer, each marked with a `data-w` attribute here; the rule
// that hides them, and the rule that shows them. Marked, not selected by where they stand
// (`[data-fold]~*`, `body>footer~*`): with a rule that reads its children's order, Chromium
// styles all of `<body>` again whenever an element is added to it, as the after-paint starter
// and the framework do right after the first paint.
// Hidden, they are out of the layout (`display: none`) and their contents skipped, so the browser
// neither styles nor lays out what it cannot show yet, and shows it only once the rules it needs
// have arrived: a page does not lay out its whole length twice after its first paint, in tasks
// that hold back a visitor's first tap. Out of the layout, not only skipped
// (`content-visibility: hidden`, kept for an element some rule outside the layer displays): a
// skipped element still has a box, and Chromium, once a page has been parsed, lays out every form
// field, and with it all that a skipped block around the field skips (with half its rules), as
// the footer's newsletter form made it do on every page. Both rules are in a cascade layer, which
// every rule outside a layer beats: a section's own `content-visibility: auto` (in the later
// file) outlasts the rule that shows it, and `revert-layer` gives each element back the display
// its own rules, or the browser's, give it.
const WAITING = 'data-w';
const HIDE_LATER = `@media (scripting:enabled){@layer w{[${WAITING}]{display:none;visibility:hidden;content-visibility:hidden}}}`;
export const SHOW_LATER = `@layer w{[${WAITING}]{display:revert-layer;visibility:inherit;content-visibility:visible}}`;
// The markup `markWaiting` walks: a comment, a raw-text element (whose text may hold a `<`), or
// a tag. Void elements and self-closed tags (SVG's) hold nothing.
const MARKUP =
  /<!--[\s\S]*?-->|<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1>|<(\/?)([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*?)(\/?)>/g;
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
const MARKED = new RegExp(`\\s${WAITING}(?=[\\s=/]|$)`);
// Elements that show nothing themselves: never marked.
const UNSHOWN = new Set(['script', 'style', 'noscript', 'template', 'link', 'meta']);

/**
 * Marks (`data-w`) each element that starts in `html` from `from` on, beside where `from` is,
 * until the end of their parent, and returns the new HTML.
 */
function markWaiting(html, from) {
  MARKUP.lastIndex = from;
  const marks = [];
  let depth = 0;
  for (let m = MARKUP.exec(html); m; m = MARKUP.exec(html)) {
    const [, rawText, closing, name, attributes, selfClosed] = m;
    const tag = (rawText ?? name)?.toLowerCase();
    if (!tag) continue;
    if (closing) {
      if (depth-- === 0) break;
      continue;
    }
    if (depth === 0 && !UNSHOWN.has(tag) && !MARKED.test(attributes ?? ''))
      marks.push(m.index + 1 + tag.length);
    if (!rawText && !selfClosed && !VOID.has(tag)) depth++;
  }
  let out = html;
  for (const at of marks.reverse()) out = `${out.slice(0, at)} ${WAITING}${out.slice(at)}`;
  return out;
}

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
  const firstScreen = html.slice(0, laterFrom).replace(INLINE_STYLE, '');
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
  // Animations: a `@keyframes` block stays only if a rule that stays, or the page's markup,
  // names it.
  const animationReaders =
    split.flatMap((s) => s.now.filter((rule) => !KEYFRAMES.test(rule))).join('') +
    html.replace(INLINE_STYLE, '');
  for (const style of split) {
    const unused = style.now.filter((rule) => {
      const name = KEYFRAMES.exec(rule)?.[1];
      return (
        name !== undefined && !new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(animationReaders)
      );
    });
    style.now = style.now.filter((rule) => !unused.includes(rule));
    style.later.push(...unused);
  }
  // The tokens: what the rules that stay and the page's style attributes read.
  const readers = split.flatMap((s) => s.now).join('') + html.replace(INLINE_STYLE, '');
  for (const style of split)
    style.now = style.now.flatMap((rule) => {
      const tokens = splitRootTokens(rule, readers);
      if (!tokens) return [rule];
      if (tokens.later) style.later.unshift(tokens.later);
      return tokens.now ? [tokens.now] : [];
    });
  if (!split.some((style) => style.later.length)) return { html, later: null };
  // Until the file has loaded, a visitor with scripts sees nothing unstyled: what comes after the
  // fold, and the footer, are hidden by the inline CSS and shown by the file's last rule (or, if
  // it fails, by the same rule from the loader). Without scripts the links hold them back.
  (split.find((style) => style.now.length) ?? split[0]).now.unshift(HIDE_LATER);
  const laterCss = `${split.flatMap((style) => style.later).join('')}${SHOW_LATER}`;
  let result = html;
  for (const { whole, href, now } of split) {
    // A stylesheet the first screen does not use at all keeps only its disabled link.
    const inline = now.length ? `<style data-from="${href}">${now.join('')}</style>` : '';
    result = result.replace(whole, () => inline);
  }
  const hash = createHash('sha256').update(laterCss).digest('hex').slice(0, 16);
  // Beside the page's first stylesheet. Not one of Next.js's own immutable files, so it is asked
  // for with the deployment's `?dpl=` whenever the build has one, wherever it lives.
  const path = styles[0][1].split('?')[0];
  const dpl = DEPLOYMENT_ID.exec(html)?.[1];
  const href = `${path.slice(0, path.lastIndexOf('/') + 1)}later-${hash}.css${dpl ? `?dpl=${dpl}` : ''}`;
  // Low priority: without scripts, the first screen's own images come first on a slow connection.
  const link = `<noscript ${LATER_BLOCK}="">${laterLink(href)}</noscript>`;
  const atFold = `<noscript>${laterLink(href)}</noscript>`;
  // The footer and what follows it, then what follows the (empty) fold: the footer first, since
  // marking moves what comes after.
  const footerAt = result.search(/<footer[\s>]/);
  result = markWaiting(result, footerAt);
  const foldAt = result.indexOf(EMPTY_FOLD);
  // A fold with content would leave what follows it unmarked: shown unstyled, without a word.
  if (foldAt === -1 && result.includes(FOLD))
    throw new Error(
      `later CSS: the page's fold is not an empty ${EMPTY_FOLD} (components/ui/fold.tsx)`,
    );
  if (foldAt !== -1 && foldAt < footerAt) result = markWaiting(result, foldAt + EMPTY_FOLD.length);
  return {
    html: result
      .replace(FOLD, () => `${FOLD}${atFold}`)
      .replace(/<footer[\s>]/, (tag) => `${link}${tag}`),
    later: { href, css: laterCss.replace(/\\3c /g, '<') },
  };
}

/** The href of the later file's link in a page (`deferLaterCss`'s output), if it has one. */
export function laterHref(html) {
  return LATER_LINK.exec(html)?.[1];
}
