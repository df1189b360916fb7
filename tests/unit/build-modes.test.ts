import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from '../../scripts/post-build/after-paint.mjs';
import { startupChunks } from '../../scripts/post-build/compile-hints.mjs';
import { inlineStylesheets } from '../../scripts/post-build/inline-css.mjs';
import { assertNextVersion, WRITTEN_FOR } from '../../scripts/post-build/next-version.mjs';

// A page as `next build` writes it with a deployment ID (NEXT_DEPLOYMENT_ID, set by Vercel's skew
// protection) and, where the host serves immutable assets, chunks under static/immutable/ that
// need no ?dpl= query.
const PAGE = [
  '<!DOCTYPE html><html data-dpl-id="dpl_x" lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css?dpl=dpl_x" data-precedence="next"/>',
  '<link rel="stylesheet" href="/_next/static/immutable/chunks/b.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js?dpl=dpl_x"/>',
  '<script src="/_next/static/chunks/react.js?dpl=dpl_x" async=""></script>',
  '<script src="/_next/static/immutable/chunks/turbopack-x.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js?dpl=dpl_x" noModule=""></script>',
  '<script src="/_next/static/chunks/page.js?dpl=dpl_x" async=""></script>',
  '</head><body><h1>Hello</h1>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

/** The after-paint step on a build of one page: the page, and the URL it asks for the loader at. */
function afterPaint(html: string) {
  // react.js is the largest, so the page's early script (preloaded with the loader).
  const { pages, loader } = scriptsAfterPaint([html], (src) =>
    src.includes('/react.js') ? 70_000 : 9_000,
  );
  return { ...pages[0]!, loader: loader?.src };
}

describe('the speed steps with a deployment ID and immutable assets', () => {
  it('find the startup chunks whatever their folder and query', () => {
    expect(startupChunks(PAGE)).toEqual([
      'static/chunks/react.js',
      'static/immutable/chunks/turbopack-x.js',
      'static/chunks/page.js',
    ]);
  });

  it('inline the stylesheets, reading each file without its query', () => {
    const read: string[] = [];
    const { html, inlined } = inlineStylesheets(PAGE, (href) => (read.push(href), `.x{}`));
    expect(inlined).toEqual([
      '/_next/static/chunks/a.css?dpl=dpl_x',
      '/_next/static/immutable/chunks/b.css',
    ]);
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
  });

  it('load the same script URLs after the paint, and the payload with the same deployment ID', () => {
    const { html, moved, flight, loader } = afterPaint(PAGE);
    expect(moved).toEqual([
      '/_next/static/chunks/react.js?dpl=dpl_x',
      '/_next/static/immutable/chunks/turbopack-x.js',
      '/_next/static/chunks/page.js?dpl=dpl_x',
    ]);
    expect(html).not.toMatch(/<script src="[^"]+" async|fetchPriority="low"|polyfills/);
    // The page preloads its early script by the URL the loader adds it with, and the loader's
    // file too; the loader preloads the others by the same URLs.
    expect(html).toContain(
      `<link rel="preload" as="script" fetchpriority="low" href="${loader}"/>`,
    );
    expect(html).toContain(
      `<link rel="preload" as="script" fetchpriority="low" media="(scripting: enabled)" href="${moved[0]}"/>`,
    );
    // The loader file is asked for beside the first chunk, from the same deployment.
    expect(loader).toMatch(/^\/_next\/static\/chunks\/after-paint-[0-9a-f]{16}\.js\?dpl=dpl_x$/);
    expect(html).toContain(`<script src="${loader}" data-after-paint="0">`);
    // Beside an immutable first chunk too, the file is ours, not in Next.js's immutable list.
    const immutableFirst = PAGE.replace(
      '<script src="/_next/static/chunks/react.js?dpl=dpl_x" async=""></script>',
      '',
    );
    expect(afterPaint(immutableFirst).loader).toMatch(
      /^\/_next\/static\/immutable\/chunks\/after-paint-[0-9a-f]{16}\.js\?dpl=dpl_x$/,
    );
    // The host serves the payload of the deployment the page came from.
    expect(flight?.src).toMatch(/^\/_next\/static\/flight\/[0-9a-f]{16}\.json\?dpl=dpl_x$/);
  });

  it('ask for the payload without a query when the build has no deployment ID', () => {
    const plain = PAGE.replace(' data-dpl-id="dpl_x"', '');
    expect(afterPaint(plain).flight?.src).toMatch(/^\/_next\/static\/flight\/[0-9a-f]{16}\.json$/);
  });
});

describe('the build refuses what it was not written for', () => {
  it('stops the speed steps on another Next.js version, naming the switch to a stock build', () => {
    expect(() => assertNextVersion(WRITTEN_FOR)).not.toThrow();
    expect(() => assertNextVersion('16.5.0')).toThrow(
      /written for Next\.js 16\.4\.6, and this build uses 16\.5\.0.*SPEED_STEPS=off/,
    );
  });

  it('is pinned to the Next.js version the steps were written for', async () => {
    const { default: pkg } = await import('../../package.json');
    expect(pkg.dependencies.next).toBe(WRITTEN_FOR);
    expect(pkg.devDependencies['eslint-config-next']).toBe(WRITTEN_FOR);
  });

  it('refuses adapter mode before building anything, naming it', () => {
    const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
      env: { ...process.env, NEXT_ADAPTER_PATH: '/vercel/adapter/index.js' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Adapter mode (NEXT_ADAPTER_PATH=/vercel/adapter/index.js');
    expect(result.stdout).not.toContain('Next.js');
  });
});
