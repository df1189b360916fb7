import { describe, expect, it } from 'vitest';
import { splitRootTokens } from '../../scripts/post-build/root-tokens.mjs';

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
