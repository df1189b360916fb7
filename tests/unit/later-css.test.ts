import { describe, expect, it } from 'vitest';
import { deferLaterCss, topLevelRules } from '../../scripts/post-build/later-css.mjs';

const page = (styles: string, body: string) =>
  `<html><head>${styles}</head><body>${body}<footer class="f_foot"><p class="f_note">x</p></footer></body></html>`;

describe('later CSS', () => {
  it('splits minified CSS into top-level rules and at-rule blocks', () => {
    expect(topLevelRules('a{b:c}@media (x){.d_e{f:g}.h_i{j:k}}.l_m{n:o}')).toEqual([
      'a{b:c}',
      '@media (x){.d_e{f:g}.h_i{j:k}}',
      '.l_m{n:o}',
    ]);
  });

  it('keeps inline the rules the markup outside the footer uses, and links the rest before the footer', () => {
    const html = page(
      '<style data-from="/_next/static/chunks/a.css?dpl=1">body{margin:0}.n_nav{display:flex}.n_open{display:block}</style>' +
        '<style data-from="/_next/static/chunks/b.css?dpl=1">.f_foot{display:grid}.f_note{color:red}</style>',
      '<nav class="n_nav"></nav>',
    );
    const { html: out, later } = deferLaterCss(html);
    expect(out).toContain(
      '<style data-from="/_next/static/chunks/a.css?dpl=1">body{margin:0}.n_nav{display:flex}</style>',
    );
    expect(out).toContain('<style data-from="/_next/static/chunks/b.css?dpl=1"></style>');
    expect(later!.css).toBe('.n_open{display:block}.f_foot{display:grid}.f_note{color:red}');
    expect(later!.href).toMatch(/^\/_next\/static\/chunks\/later-[0-9a-f]{16}\.css\?dpl=1$/);
    expect(out).toContain(
      `<link rel="stylesheet" href="${later!.href}" data-precedence="later"/><footer`,
    );
  });

  it('changes nothing when every rule is used or the page has no footer', () => {
    const used = page(
      '<style data-from="/a.css">.n_nav{display:flex}</style>',
      '<nav class="n_nav">',
    );
    expect(deferLaterCss(used)).toEqual({ html: used, later: null });
    const noFooter = '<style data-from="/a.css">.n_x{a:b}</style><main></main>';
    expect(deferLaterCss(noFooter)).toEqual({ html: noFooter, later: null });
  });
});
