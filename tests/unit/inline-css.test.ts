import { describe, expect, it } from 'vitest';
import { absoluteUrls, inlineStylesheets } from '../../scripts/post-build/inline-css.mjs';

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>',
  '<link rel="preload" href="/_next/static/chunks/404.css" as="style"/>',
  '<link rel="preload" href="/fonts/x.woff2" as="font" type="font/woff2" crossorigin=""/>',
  '</head><body><main><h1 class="title">Hello</h1></main></body></html>',
].join('');

const FILES: Record<string, string> = {
  '/_next/static/chunks/a.css': ':root{--ink:#111}.nav{display:flex}.drawer.open{display:block}\n',
  '/_next/static/chunks/b.css': '.title{font-size:2rem;color:var(--ink)}',
};
const read = (href: string) => FILES[href] ?? '';

describe('inline stylesheets (build step)', () => {
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

  it("puts each stylesheet's whole text, even rules no element matches yet, before its disabled link", () => {
    const { html, inlined } = inlineStylesheets(PAGE, read);
    expect(inlined).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
    expect(html).toContain(
      '<style data-from="/_next/static/chunks/a.css">:root{--ink:#111}.nav{display:flex}.drawer.open{display:block}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>',
    );
    expect(html).toContain(
      '<style data-from="/_next/static/chunks/b.css">.title{font-size:2rem;color:var(--ink)}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next" disabled=""/>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    // The preload of a boundary's stylesheet goes; other preloads stay.
    expect(html).not.toContain('404.css');
    expect(html).toContain('<link rel="preload" href="/fonts/x.woff2" as="font"');
    // Run again, it changes nothing.
    expect(inlineStylesheets(html, read)).toEqual({ html, inlined: [] });
  });

  it('never lets the CSS close its <style> early', () => {
    const evil = () => 'a::after{content:"</style><script>alert(1)</script>"}';
    const { html } = inlineStylesheets(PAGE, evil);
    const style = /<style data-from="[^"]+">([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(style).toBe('a::after{content:"\\3c /style><script>alert(1)</script>"}');
    expect(html).not.toMatch(/<\/style><script>alert/);
  });
});
