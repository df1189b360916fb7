import { describe, expect, it } from 'vitest';
import {
  deferLaterCss,
  LATER_BLOCK,
  laterHref,
  selectorClasses,
  SHOW_LATER,
  topLevelRules,
} from '../../scripts/post-build/later-css.mjs';

// Inline, first of the page's CSS: with scripts, what waits for the later file (each element
// marked `data-w`) is out of the layout, hidden and its contents skipped, until the file (whose
// last rule shows it) has loaded; both rules in a layer that a section's own content-visibility,
// outside any layer, beats.
const HIDE =
  '@media (scripting:enabled){@layer w{[data-w]{display:none;visibility:hidden;content-visibility:hidden}}}';
/** The later file's links, in the noscript blocks the after-paint starter turns into links. */
const linkTo = (href: string) =>
  `<noscript ${LATER_BLOCK}=""><link rel="stylesheet" href="${href}" fetchpriority="low" data-precedence="later"/></noscript>`;

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

  it('reads class names from selectors only, not from declarations', () => {
    expect(
      selectorClasses('@media (max-width:63.99rem){.a_b .c:hover{background:url(/x.svg)}}'),
    ).toEqual(['a_b', 'c']);
    expect(selectorClasses('a{margin:.5rem}')).toEqual([]);
    expect(selectorClasses('.x{a:b;c:d}.y:not(.z){e:f}')).toEqual(['x', 'y', 'z']);
  });

  it('keeps inline the rules the markup before the footer uses, and links the rest before the footer', () => {
    const html = page(
      '<style data-from="/_next/static/chunks/a.css?dpl=1">body{margin:0}.n_nav{display:flex}.n_open{display:block}.menu-open{overflow:hidden}</style>' +
        '<style data-from="/_next/static/chunks/b.css?dpl=1">.f_foot{display:grid}.f_note{color:red}</style>',
      '<nav class="n_nav"></nav>',
    ).replace('<html>', '<!DOCTYPE html><html data-dpl-id="1">');
    const { html: out, later } = deferLaterCss(html);
    expect(out).toContain(
      `<style data-from="/_next/static/chunks/a.css?dpl=1">${HIDE}body{margin:0}.n_nav{display:flex}</style>`,
    );
    // A stylesheet the first screen does not use at all is only in the later file.
    expect(out).not.toContain('<style data-from="/_next/static/chunks/b.css?dpl=1">');
    expect(later!.css).toBe(
      `.n_open{display:block}.menu-open{overflow:hidden}.f_foot{display:grid}.f_note{color:red}${SHOW_LATER}`,
    );
    // Asked for from the page's deployment, as every asset of a build with a deployment ID is.
    expect(later!.href).toMatch(/^\/_next\/static\/chunks\/later-[0-9a-f]{16}\.css\?dpl=1$/);
    expect(out).toContain(`${linkTo(later!.href)}<footer`);
    // What the tokens step (inline-css.mjs) reads back from the served page.
    expect(laterHref(out)).toBe(later!.href);
    expect(laterHref(html)).toBeUndefined();
  });

  it('ends the first screen at the fold, and links the file there (without scripts only) and before the footer', () => {
    const html = page(
      '<style data-from="/a.css">.h_hero{a:b}.s_cards{c:d}.c_launch{e:f}</style>',
      '<main><section class="h_hero"></section><div data-fold=""></div><section class="s_cards"></section></main>',
    ).replace('</footer>', '</footer><button class="c_launch"></button>');
    const { html: out, later } = deferLaterCss(html);
    // The hero's rules stay; the section below the fold, the footer and the floating button
    // after it wait for the file (and, with scripts, are hidden until it applies).
    expect(out).toContain(`<style data-from="/a.css">${HIDE}.h_hero{a:b}</style>`);
    expect(later!.css).toBe(`.s_cards{c:d}.c_launch{e:f}${SHOW_LATER}`);
    const link = linkTo(later!.href);
    // At the fold in a block the starter leaves alone: with scripts the file is linked once.
    expect(out).toContain(
      `<div data-fold=""><noscript><link rel="stylesheet" href="${later!.href}" fetchpriority="low" data-precedence="later"/></noscript></div><section data-w class="s_cards">`,
    );
    expect(out).toContain(`${link}<footer data-w class="f_foot">`);
    expect(out).toContain('<button data-w class="c_launch">');
    expect(out).toContain('<section class="h_hero">');
    expect(out.split(LATER_BLOCK).length).toBe(2);
  });

  it('marks only the elements beside the fold and after it, the footer and the elements after the footer, once each', () => {
    const html = page(
      '<style data-from="/a.css">.h_hero{a:b}.s_cards{c:d}</style>',
      '<div class="h_hero"><p>top</p></div><div data-fold=""></div>' +
        '<section class="s_cards"><img src="/a.png" alt=""><svg><path d="M0 0"/></svg>' +
        '<script>if (a<b) document.title = "</p>"</script><!-- <p> --><ul><li>x</li></ul></section>' +
        '<p class="s_cards">next</p>',
    ).replace(
      '</footer>',
      '</footer><script src="/s.js"></script><noscript><p>no</p></noscript><dialog open></dialog>',
    );
    const { html: out } = deferLaterCss(html);
    const marked = [...out.matchAll(/<([a-z]+) data-w[\s>]/g)].map((m) => m[1]);
    expect(marked).toEqual(['section', 'p', 'footer', 'dialog']);
    expect(out).toContain('<div class="h_hero"><p>top</p></div>');
    expect(out.match(/ data-w/g)).toHaveLength(4);
  });

  it('stops the build when the fold is not empty, which would leave what follows it unmarked', () => {
    const html = page(
      '<style data-from="/a.css">.h_hero{a:b}.s_cards{c:d}</style>',
      '<div class="h_hero"></div><div data-fold=""><p>x</p></div><section class="s_cards"></section>',
    );
    expect(() => deferLaterCss(html)).toThrow(/fold is not an empty/);
  });

  it('leaves for later the rules only elements the HTML hides use, and the tokens no rule left reads', () => {
    const html = page(
      '<style data-from="/a.css">:root{--nav:4rem;--shadow:0 1px red}.n_nav{height:var(--nav)}.n_menu{box-shadow:var(--shadow)}.n_top{a:b}</style>',
      '<nav class="n_nav"><ul class="n_menu" hidden=""></ul></nav><button class="n_top" hidden>',
    );
    const { html: out, later } = deferLaterCss(html);
    expect(out).toContain(
      `<style data-from="/a.css">${HIDE}:root{--nav:4rem}.n_nav{height:var(--nav)}</style>`,
    );
    expect(later!.css).toContain(
      ':root{--shadow:0 1px red}.n_menu{box-shadow:var(--shadow)}.n_top{a:b}',
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

  it('leaves for later the animations no rule that stays, and no markup, names', () => {
    const html = page(
      '<style data-from="/a.css">.h_spin{animation:1s h_turn}@keyframes h_turn{to{rotate:1turn}}' +
        '.s_card{animation:1s s_rise}@keyframes s_rise{0%{opacity:0}}@keyframes h_turn-back{0%{opacity:0}}</style>',
      '<div class="h_spin"></div><div data-fold=""></div><div class="s_card"></div>',
    );
    const { html: out, later } = deferLaterCss(html);
    // A name that only starts like a used one is not used.
    expect(out).toContain(
      `<style data-from="/a.css">${HIDE}.h_spin{animation:1s h_turn}@keyframes h_turn{to{rotate:1turn}}</style>`,
    );
    expect(later!.css).toBe(
      `.s_card{animation:1s s_rise}@keyframes s_rise{0%{opacity:0}}@keyframes h_turn-back{0%{opacity:0}}${SHOW_LATER}`,
    );
  });
});
