// Part of later-css.mjs: the design tokens (`:root{--name:value;…}`) a page's first screen does
// not use go to the later file too. A token stays inline when a rule that stays inline, or a
// `style` attribute in the page, reads it (`var(--name)`), or a token that stays reads it.
// Once the pages are otherwise final, a page with room in its first flight gets the later
// tokens back inline (`laterTokensInline`, run by inline-css.mjs's `fitFirstFlights`):
// only the page that needs the bytes pays for the restyle the later file then causes.

import { gzipSync } from 'node:zlib';

const ROOT_RULE = /^\s*:root\{([^{}]*)\}\s*$/;
const VAR = /var\(\s*(--[\w-]+)/g;

const reads = (text) => [...text.matchAll(VAR)].map((match) => match[1]);

/** Splits `--a:1;--b:var(--a)` into its declarations, keeping `;` inside parentheses or strings. */
function declarations(body) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quote) quote = c === quote ? null : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.filter((part) => part.trim());
}

/**
 * For a top-level `:root{…}` rule whose declarations are all custom properties: `{ now, later }`,
 * the rule with the tokens `readers` (the CSS and style attributes that stay) read, and a rule
 * with the others (either null when empty). Any other rule: null.
 */
export function splitRootTokens(rule, readers) {
  const body = ROOT_RULE.exec(rule)?.[1];
  if (body === undefined) return null;
  const tokens = declarations(body).map((text) => ({
    text,
    name: text.slice(0, text.indexOf(':')).trim(),
  }));
  if (!tokens.every((token) => token.name.startsWith('--'))) return null;
  const needed = new Set(reads(readers));
  for (let grew = true; grew;) {
    grew = false;
    for (const token of tokens)
      if (needed.has(token.name))
        for (const name of reads(token.text))
          if (!needed.has(name)) {
            needed.add(name);
            grew = true;
          }
  }
  const asRule = (list) => (list.length ? `:root{${list.map((t) => t.text).join(';')}}` : null);
  return {
    now: asRule(tokens.filter((token) => needed.has(token.name))),
    later: asRule(tokens.filter((token) => !needed.has(token.name))),
  };
}

const ROOT_IN_STYLE = /(<style data-from="[^"]+">(?:(?!<\/style>)[\s\S])*?):root\{/;
/**
 * The page with its later file's design tokens (`laterCss`'s `:root{…}` rule) put back in its
 * inline `:root` rule, when the page's HTML still compresses to at most `budget` bytes with them;
 * otherwise the page unchanged. The later file keeps them too (the same values): when it applies,
 * the root's tokens do not change, so the browser does not restyle the whole page after its first
 * paint, a task long enough on a slow phone to hold up the first tap.
 */
export function laterTokensInline(html, laterCss, budget) {
  const tokens = /(?:^|\})\s*:root\{([^{}]*)\}/.exec(laterCss)?.[1];
  const inline = ROOT_IN_STYLE.exec(html);
  if (!tokens || !inline) return html;
  const withTokens = html.replace(ROOT_IN_STYLE, (_, before) => `${before}:root{${tokens};`);
  return gzipSync(withTokens).length <= budget ? withTokens : html;
}
