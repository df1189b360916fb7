// Speed step, after inline-css.mjs: a page's inline CSS keeps only the rules its first screen can
// use, so that the HTML fits in a new connection's first flight (about 14 KB); the rest of its
// stylesheets' rules go into one file linked just before the footer.
//
// A rule stays inline when its selectors name no class (element rules), or a class the page's
// markup outside its `<footer>` uses. The other rules (the footer's, and the states
// scripts add later) move to `later-<hash>.css` beside the page's stylesheets, linked as
// `<link rel="stylesheet" data-precedence="later">` right before `<footer>`. Browsers render
// the content before a stylesheet link in the body without waiting for it, and hold the content
// after it until it has loaded, so the first screen paints from the HTML alone and the footer
// never shows unstyled. React skips such a link in <body> when it hydrates (a stylesheet with a
// precedence outside its tree), and the link stays. Inline rules plus the later file are each
// stylesheet's whole text, so a client-side navigation that finds a stylesheet already linked
// (disabled) in the head finds all of its rules applied. The loader script at the end of the body
// runs only once the later stylesheet has applied (a parser-inserted script waits for the
// stylesheets before it), so the states scripts add are styled from the start.
import { createHash } from 'node:crypto';

const INLINE_STYLE = /<style data-from="([^"]+)">([\s\S]*?)<\/style>/g;
const CLASS = /\.(-?[A-Za-z_][\w-]*)/g;
const FOOTER = /<footer[\s>][\s\S]*?<\/footer>/;

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
  if (styles.length === 0 || !FOOTER.test(html)) return { html, later: null };
  const firstScreen = html.replace(INLINE_STYLE, '').replace(FOOTER, '');
  const used = new Set(
    [...firstScreen.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)),
  );
  const usedNow = (rule) => {
    const classes = selectorClasses(rule);
    return classes.length === 0 || classes.some((name) => used.has(name));
  };
  let laterCss = '';
  let result = html;
  for (const [whole, href, css] of styles) {
    const rules = topLevelRules(css);
    const now = rules.filter(usedNow);
    if (now.length === rules.length) continue;
    laterCss += rules.filter((rule) => !usedNow(rule)).join('');
    result = result.replace(whole, () => `<style data-from="${href}">${now.join('')}</style>`);
  }
  if (!laterCss) return { html, later: null };
  const hash = createHash('sha256').update(laterCss).digest('hex').slice(0, 16);
  // Beside the page's first stylesheet, with its query (a deployment's `?dpl=`) if any.
  const [path, query] = styles[0][1].split('?');
  const href = `${path.slice(0, path.lastIndexOf('/') + 1)}later-${hash}.css${query ? `?${query}` : ''}`;
  const link = `<link rel="stylesheet" href="${href}" data-precedence="later"/>`;
  return {
    html: result.replace(/<footer[\s>]/, (tag) => `${link}${tag}`),
    later: { href, css: laterCss.replace(/\\3c /g, '<') },
  };
}
