import { describe, expect, it } from 'vitest';
import { absoluteUrls, criticalCss, inlineStylesheets } from '../../scripts/inline-css.mjs';

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>',
  '</head><body><header class="nav"><button class="toggle" aria-expanded="false">Menu</button>',
  '</header><main><h1 class="title">Hello</h1><button data-x="a:b">Go</button><ul class="list"><li>One</li></ul></main></body></html>',
].join('');

const FILES: Record<string, string> = {
  '/_next/static/chunks/a.css':
    ':root{--ink:#111}*,:before{box-sizing:border-box}.nav{display:flex}.unused{color:red}',
  '/_next/static/chunks/b.css':
    '.title{font-size:2rem;color:var(--ink)}.toggle[aria-expanded=true]{color:blue}',
};
const read = (href: string) => FILES[href] ?? '';

describe('critical CSS (build step)', () => {
  it('keeps the rules that can match an element of the page, in any state', () => {
    const html = PAGE;
    const css = [
      '.title{a:1}',
      '.missing{b:1}',
      '.nav .toggle:hover{c:1}',
      '.toggle:focus-visible::after{d:1}',
      '.list>li:nth-child(odd){e:1}',
      '.list>li:nth-child(2){e:2}',
      '.list:not(.open){f:1}',
      '.drawer:is(.open){g:1}',
      '.missing,.title{h:1}',
      '.toggle[aria-expanded=true]{i:1}',
      'main:has(>h1){j:1}',
      'main:has(>nav){k:1}',
      'button[data-x="a:b"]:hover{l:1}',
      'button[data-x="a:c"]{m:1}',
    ].join('');
    expect(criticalCss([css], html)).toEqual([
      [
        '.title{a:1}',
        '.nav .toggle:hover{c:1}',
        '.toggle:focus-visible::after{d:1}',
        '.list>li:nth-child(odd){e:1}',
        '.list:not(.open){f:1}',
        '.missing,.title{h:1}',
        'main:has(>h1){j:1}',
        'button[data-x="a:b"]:hover{l:1}',
      ].join(''),
    ]);
  });

  it('keeps media queries for the rules they still hold, keyframes, and what it cannot evaluate', () => {
    const css =
      '@media (min-width:48rem){.title{a:1}.missing{b:1}}@media print{.missing{c:1}}' +
      '@keyframes spin{from{d:1}to{e:1}}@font-face{font-family:X;src:url(/x.woff2)}' +
      '::selection{f:1}.title::part(x){g:1}';
    expect(criticalCss([css], PAGE)).toEqual([
      '@media (min-width:48rem){.title{a:1}}' +
        '@keyframes spin{from{d:1}to{e:1}}@font-face{font-family:X;src:url(/x.woff2)}' +
        '::selection{f:1}.title::part(x){g:1}',
    ]);
  });

  it('keeps the custom properties that the rules kept in any of the stylesheets, or the page, use', () => {
    const tokens = ':root{--ink:#111;--accent:var(--amber);--amber:#f5a524;--unused:1px;--gap:4px}';
    const rules =
      '.title{color:var(--ink);border-color:var(--accent)}.missing{margin:var(--unused)}';
    const page = PAGE.replace('<ul class="list">', '<ul class="list" style="gap:var(--gap)">');
    expect(criticalCss([tokens, rules], page)).toEqual([
      ':root{--ink:#111;--accent:var(--amber);--amber:#f5a524;--gap:4px}',
      '.title{color:var(--ink);border-color:var(--accent)}',
    ]);
  });

  it('rewrites relative urls against the stylesheet, and leaves absolute and data urls', () => {
    expect(
      absoluteUrls(
        'a{b:url(../media/f.woff2)}c{d:url("./i.svg")}e{f:url(/x.png)}g{h:url(data:image/png;base64,AA)}',
        '/_next/static/chunks/a.css',
      ),
    ).toBe(
      'a{b:url(/_next/static/media/f.woff2)}c{d:url("/_next/static/chunks/i.svg")}' +
        'e{f:url(/x.png)}g{h:url(data:image/png;base64,AA)}',
    );
  });

  it("puts each stylesheet's critical rules before its link, and disables the link", () => {
    const { html, inlined } = inlineStylesheets(PAGE, read);
    expect(inlined).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
    expect(html).toContain(
      '<style data-from="/_next/static/chunks/a.css">:root{--ink:#111}*,:before{box-sizing:border-box}.nav{display:flex}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>',
    );
    expect(html).toContain(
      '<style data-from="/_next/static/chunks/b.css">.title{font-size:2rem;color:var(--ink)}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next" disabled=""/>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    // Run again, it changes nothing.
    expect(inlineStylesheets(html, read)).toEqual({ html, inlined: [] });
  });

  it('never lets the CSS close its <style> early', () => {
    const evil = () => 'a::after{content:"</style><script>alert(1)</script>"}';
    const page = PAGE.replace('<li>One</li>', '<li><a>x</a></li>');
    const { html } = inlineStylesheets(page, evil);
    const style = /<style data-from="[^"]+">([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(style).toBe('a::after{content:"\\3c /style><script>alert(1)</script>"}');
    expect(html).not.toMatch(/<\/style><script>alert/);
  });
});
