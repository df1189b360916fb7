import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FALLBACK_MS, scriptsAfterPaint } from '../../scripts/after-paint.mjs';

// The shape of a page as `next build` prerenders it (Next.js 16, Turbopack).
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '</head><body><h1>Hello</h1>',
  '<script>self.__next_f.push([1,"data"])</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</body></html>',
].join('');

type FakeScript = { src: string; async: boolean };

/** Runs the page's loader in a sandbox with a fake document, observer and timer. */
function runLoader(html: string, { paintSupported = true } = {}) {
  const loader = /<script data-after-paint="">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader in the page');
  const appended: FakeScript[] = [];
  let report: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
  let fallback: (() => void) | undefined;
  let fallbackDelay = 0;
  class FakeObserver {
    static supportedEntryTypes = paintSupported ? ['paint', 'resource'] : ['resource'];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
    disconnect() {
      report = undefined;
    }
  }
  const document = {
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (el: FakeScript) => appended.push(el) },
  };
  const context = {
    document,
    PerformanceObserver: FakeObserver,
    setTimeout: (fn: () => void, ms: number) => {
      fallback = fn;
      fallbackDelay = ms;
    },
  };
  runInNewContext(loader, { ...context, window: context });
  const paint = (name: string) =>
    report?.({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) });
  return { appended, paint, fireFallback: () => fallback?.(), fallbackDelay: () => fallbackDelay };
}

describe('scripts after the first paint (build step)', () => {
  it('takes the chunk scripts and the script preload out of the head', () => {
    const { html, moved } = scriptsAfterPaint(PAGE);
    expect(moved).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/turbopack-x.js',
      '/_next/static/chunks/page.js',
    ]);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    // Everything else stays as it was: stylesheets, the nomodule polyfill, inline data.
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule="">');
    expect(html).toContain('self.__next_f.push([1,"data"])');
    expect(html).toContain('{"@type":"Organization"}');
    // The loader is the last thing in the body.
    expect(html).toMatch(/<script data-after-paint="">[\s\S]*<\/script><\/body><\/html>$/);
  });

  it('leaves a page it has already done, and a page with no chunk scripts, as they are', () => {
    const once = scriptsAfterPaint(PAGE).html;
    expect(scriptsAfterPaint(once)).toEqual({ html: once, moved: [] });
    const plain = '<html><body><p>static</p></body></html>';
    expect(scriptsAfterPaint(plain)).toEqual({ html: plain, moved: [] });
  });

  it('adds the scripts, in their order and async, once the first contentful paint is reported', () => {
    const page = runLoader(scriptsAfterPaint(PAGE).html);
    expect(page.appended).toEqual([]);
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended.map((s) => s.src)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/turbopack-x.js',
      '/_next/static/chunks/page.js',
    ]);
    expect(page.appended.every((s) => s.async)).toBe(true);
    // The fallback timer firing later adds nothing twice.
    page.fireFallback();
    expect(page.appended).toHaveLength(3);
  });

  it(`adds them after ${FALLBACK_MS} ms when no paint is reported (a background tab)`, () => {
    const page = runLoader(scriptsAfterPaint(PAGE).html);
    expect(page.fallbackDelay()).toBe(FALLBACK_MS);
    page.fireFallback();
    expect(page.appended).toHaveLength(3);
  });

  it('adds them at once in a browser without paint timing', () => {
    const page = runLoader(scriptsAfterPaint(PAGE).html, { paintSupported: false });
    expect(page.appended).toHaveLength(3);
  });

  it('refuses a page with no </body> to put the loader in', () => {
    const broken = PAGE.replace('</body>', '');
    expect(() => scriptsAfterPaint(broken)).toThrow(/<\/body>/);
  });
});
