import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { laterTokensInline, splitRootTokens } from '../../scripts/post-build/root-tokens.mjs';

describe('design tokens in the later CSS', () => {
  const root =
    ':root{--ink:#111;--nav:4rem;--font:a, "b;c", sans-serif;--heading:var(--font);--shadow:0 1px var(--ink);--z-chat:70}';

  it('keeps the tokens the remaining rules read, and those tokens read in turn', () => {
    const split = splitRootTokens(root, '.h{height:var(--nav);font-family:var(--heading)}');
    expect(split).toEqual({
      now: ':root{--nav:4rem;--font:a, "b;c", sans-serif;--heading:var(--font)}',
      later: ':root{--ink:#111;--shadow:0 1px var(--ink);--z-chat:70}',
    });
  });

  it('counts a style attribute in the page as a reader', () => {
    expect(splitRootTokens(root, '<p style="z-index:var(--z-chat)">')?.now).toBe(
      ':root{--z-chat:70}',
    );
  });

  it('moves nothing when every token is read, and everything when none is', () => {
    const all = '--ink --nav --heading --shadow --z-chat'
      .split(' ')
      .map((name) => `var(${name})`)
      .join(' ');
    expect(splitRootTokens(root, all)).toEqual({ now: root, later: null });
    expect(splitRootTokens(root, '')).toEqual({ now: null, later: root });
  });

  it('leaves any other rule to the class test', () => {
    expect(splitRootTokens('.a{b:c}', '')).toBeNull();
    expect(splitRootTokens(':root{color:red;--a:1}', '')).toBeNull();
    expect(splitRootTokens('@media (x){:root{--a:1}}', '')).toBeNull();
  });
});

describe('the later tokens back inline where the page has room', () => {
  const page =
    '<html><head><style data-from="/a.css">@media (x){.a{b:c}}:root{--nav:4rem}.n{height:var(--nav)}</style></head>' +
    '<body><footer>x</footer></body></html>';
  const later = '.f{color:var(--ink)}:root{--ink:#111;--z-chat:70}.g{h:i}';

  it('adds them to the inline :root rule when the compressed page stays within the budget', () => {
    expect(laterTokensInline(page, later, 10_000)).toBe(
      page.replace(':root{--nav:4rem}', ':root{--ink:#111;--z-chat:70;--nav:4rem}'),
    );
  });

  it('leaves the page as it is over the budget, or with no tokens to add', () => {
    const justOver = gzipSync(page).length;
    expect(laterTokensInline(page, later, justOver)).toBe(page);
    expect(laterTokensInline(page, '.f{color:red}', 10_000)).toBe(page);
  });
});
