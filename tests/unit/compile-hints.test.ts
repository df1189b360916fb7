import { describe, expect, it } from 'vitest';
import {
  HINT,
  isVitalsLibrary,
  startupChunks,
  withHint,
} from '../../scripts/post-build/compile-hints.mjs';

describe('compile hints (build step)', () => {
  it('finds the chunks a page starts with, not its preloads, inline scripts or other files', () => {
    const html = [
      '<head><script src="/_next/static/chunks/turbopack-a1.js" async=""></script>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/p.js"/>',
      '<script src="/_next/static/chunks/poly.js" noModule=""></script>',
      '<script src="/_next/static/chunks/0b-2.js" async=""></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<script src="https://maps.example/api.js" async=""></script></head>',
    ].join('');
    expect(startupChunks(html)).toEqual(['static/chunks/turbopack-a1.js', 'static/chunks/0b-2.js']);
  });

  it('puts the hint on the first line once, leaving the code as it was', () => {
    const code = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,()=>{}]);';
    const hinted = withHint(code);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(hinted.startsWith(HINT)).toBe(true);
    expect(withHint(hinted)).toBe(hinted);
  });

  it("knows web-vitals' chunk by the observers it registers, and no other chunk by one of them", () => {
    const register = (names: string[]) =>
      `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,50026,t=>{t.s([${names
        .map((name) => `"${name}",0,()=>{}`)
        .join(',')}])}]);`;
    expect(isVitalsLibrary(register(['onCLS', 'onFCP', 'onINP', 'onLCP', 'onTTFB']))).toBe(true);
    // The reporter that imports it names them only as it takes them out of the module.
    expect(isVitalsLibrary('let{onCLS:p,onFCP:d,onINP:g,onLCP:v,onTTFB:f}=await e.A(16087)')).toBe(
      false,
    );
    expect(isVitalsLibrary(register(['onINP', 'onLCP']))).toBe(false);
  });
});
