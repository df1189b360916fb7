import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { iconPaths } from '@/components/ui/icon-paths';
import { aliases } from '@/lib/server/aliases';
import { checkServedPages } from '../../scripts/post-build/check.mjs';
import { isVitalsLibrary } from '../../scripts/post-build/compile-hints.mjs';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const readJson = (file: string) => JSON.parse(readFileSync(path.join(distDir, file), 'utf8'));

test('every page route of the build is static or SSG; only route handlers are dynamic', () => {
  const appRoutes: Record<string, string> = readJson('app-path-routes-manifest.json');
  const prerender = readJson('prerender-manifest.json');
  const pages = Object.entries(appRoutes)
    .filter(([entry]) => entry.endsWith('/page'))
    .map(([, route]) => route);
  expect(pages.length).toBeGreaterThan(10);

  const notStatic = pages.filter((route) => {
    if (route.includes('[')) return prerender.dynamicRoutes[route]?.fallback !== false;
    return !(route in prerender.routes);
  });
  expect(notStatic, `pages rendered per request: ${notStatic.join(', ')}`).toEqual([]);
});

test('every HTML file a host may serve has a policy that allows exactly its inline scripts', () => {
  // The check the build ends with, run again on what it left: the App Router's pages, the 404
  // and 500 pages a serverless host serves from server/pages/, the standalone copy if any.
  const { files, problems } = checkServedPages();
  expect(files.some((file) => file.endsWith(path.join('server', 'pages', '404.html')))).toBe(true);
  expect(files.length).toBeGreaterThan(30);
  expect(problems).toEqual([]);
});

test("no route's server bundle carries the whole project", () => {
  // A file read the bundler cannot scope (a path it cannot work out) makes it trace every file
  // of the project into that route's bundle: the sources, the tests, the Dockerfile, each copied
  // to the standalone output and to every serverless function of the route.
  const serverDir = path.join(distDir, 'server');
  const traces = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.nft.json'),
  );
  expect(traces.length).toBeGreaterThan(10);
  const wholeProject = traces.filter((trace) => {
    const { files } = JSON.parse(readFileSync(path.join(serverDir, trace), 'utf8')) as {
      files: string[];
    };
    return files.some((file) => {
      const fromRoot = path.relative('.', path.resolve(serverDir, path.dirname(trace), file));
      return fromRoot === 'Dockerfile' || fromRoot.startsWith(`tests${path.sep}`);
    });
  });
  expect(wholeProject).toEqual([]);
});

test('no page refreshes to another: short URLs are redirects, not pages', () => {
  const prerender = readJson('prerender-manifest.json');
  for (const route of Object.keys(prerender.routes)) {
    expect(Object.keys(aliases), `${route} is a page`).not.toContain(route);
    if (route.startsWith('/_') || /\.\w+$/.test(route) || route.includes('image')) continue;
    const file = path.join(distDir, 'server/app', `${route === '/' ? 'index' : route}.html`);
    expect(readFileSync(file, 'utf8').includes('http-equiv="refresh"'), route).toBe(false);
  }
});

test('every prerendered page loads the framework scripts and its RSC payload from its after-paint loader', () => {
  const appDir = path.join(distDir, 'server/app');
  const pages = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.html'),
  );
  expect(pages.length).toBeGreaterThan(30);
  const chunkInHead = /<script src="[^"]*\/_next\/static\/chunks\/[^"]+" async="">/;
  const inlinePayload = /<script>[^<]*self\.__next_f\.push/;
  const loaderLast =
    /<noscript data-later="paint">(?:<link rel="preload" as="script" fetchpriority="low" media="\(scripting: enabled\)" href="[^"]+"\/>)?<script src="[^"]*\/_next\/(static\/chunks\/after-paint-[0-9a-f]{16}\.js)" data-after-paint="\d+"><\/script><\/noscript><script>[^<]+<\/script><\/body>/;
  const loaders = new Set<string>();
  for (const file of pages) {
    const html = readFileSync(path.join(appDir, file), 'utf8');
    expect(chunkInHead.test(html), `${file} still has an async chunk script`).toBe(false);
    expect(inlinePayload.test(html), `${file} still has its RSC payload inline`).toBe(false);
    const loader = loaderLast.exec(html)?.[1];
    expect(loader, `${file} has no after-paint loader`).toBeDefined();
    expect(existsSync(path.join(distDir, loader!)), `${file}: ${loader} is in the build`).toBe(
      true,
    );
    loaders.add(loader!);
  }
  // One loader for the whole build, holding every page's payload.
  expect(loaders.size).toBe(1);
  const code = readFileSync(path.join(distDir, [...loaders][0]!), 'utf8');
  const payloads = [...code.matchAll(/"(\/_next\/static\/flight\/[0-9a-f]+\.json)"/g)];
  expect(payloads.length).toBeGreaterThan(30);
  for (const [, payload] of payloads) {
    const rows = JSON.parse(
      readFileSync(path.join(distDir, payload!.slice('/_next/'.length)), 'utf8'),
    );
    expect(rows[0], `${payload}: payload starts as Next.js's does`).toEqual([0]);
    // React would turn a stylesheet hint into a preload as it hydrates: the not-found page's CSS,
    // which the page does not use, or a no-op for a stylesheet the page links already.
    const text = rows.map((row: unknown[]) => (typeof row[1] === 'string' ? row[1] : '')).join('');
    expect(text, `${payload} hints at a stylesheet`).not.toMatch(
      /(^|\n):HL\[[^\n]*\.css[^\n]*"style"\]/,
    );
    expect(text, `${payload} lost its page`).toContain('"$Sreact.fragment"');
  }
});

test('the first screen image is eager, fetched first and asked for by the response; the loader waits for it decoded, with no mark of its own', () => {
  const html = (page: string) => readFileSync(path.join(distDir, 'server/app', page), 'utf8');
  // The hero's first slide on the home page, the lead image of /about and of an article.
  for (const page of ['index.html', 'about.html', 'blog/1.html']) {
    const eager = [...html(page).matchAll(/<img [^>]*loading="eager"[^>]*>/g)].map((m) => m[0]);
    expect(eager.length, page).toBeGreaterThan(0);
    expect(
      eager.some((img) => img.includes('fetchPriority="high"')),
      page,
    ).toBe(true);
    expect(html(page), page).not.toContain('elementtiming');
  }
  // Each of them is asked for by its page's response, in the Link header next.config.ts gives the
  // page (lib/server/preload-headers.ts), and names the image the page shows eager and first.
  const { headers } = JSON.parse(
    readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'),
  ) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
  const linkOf = (source: string) =>
    headers.find((rule) => rule.source === source)?.headers.find((h) => h.key === 'Link')?.value;
  // The blog list's cards show views of one file, which its response asks for.
  for (const [page, source] of [
    ['index.html', '/'],
    ['about.html', '/about'],
    ['blog/1.html', '/blog/1'],
    ['blogs.html', '/blogs'],
  ] as const) {
    const src = /^<([^>]+)>; rel=preload; as=image; fetchpriority=high$/.exec(linkOf(source) ?? '');
    expect(src, source).not.toBeNull();
    const first = /<img [^>]*loading="eager"[^>]*>/.exec(html(page))![0];
    expect(first, page).toMatch(
      new RegExp(`src="${src![1]!.replace(/[?.]/g, '\\$&')}(#[\\w-]+)?"`),
    );
    expect(first, page).toContain('fetchPriority="high"');
  }
  // The home page's head does not ask again: its first flight has no bytes for the copy.
  expect(html('index.html')).not.toMatch(/<link rel="preload"[^>]*as="image"/);
});

test('the scripts pages start with and web-vitals carry the compile hint; chunks loaded on demand do not', () => {
  const appDir = path.join(distDir, 'server/app');
  const pages = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.html'),
  );
  // The scripts every page starts with are listed in the after-paint loader's file.
  const startup = new Set<string>();
  for (const file of pages) {
    const html = readFileSync(path.join(appDir, file), 'utf8');
    const loader = /src="\/_next\/(static\/chunks\/after-paint-[^"]+\.js)"/.exec(html)![1]!;
    const code = readFileSync(path.join(distDir, loader), 'utf8');
    for (const [, src] of code.matchAll(/"\/_next\/(static\/chunks\/[^"]+\.js)"/g))
      startup.add(src!);
  }
  expect(startup.size).toBeGreaterThan(5);
  const hinted = (chunk: string) =>
    readFileSync(path.join(distDir, chunk), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
  for (const chunk of startup) expect(hinted(chunk), `${chunk} has no compile hint`).toBe(true);
  const onDemand = readdirSync(path.join(distDir, 'static/chunks'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `static/chunks/${name}`)
    .filter((chunk) => !startup.has(chunk));
  const vitals = onDemand.filter((chunk) =>
    isVitalsLibrary(readFileSync(path.join(distDir, chunk), 'utf8')),
  );
  expect(vitals, 'web-vitals, loaded once the page works, in one chunk').toHaveLength(1);
  expect(hinted(vitals[0]!), `${vitals[0]} has no compile hint`).toBe(true);
  const others = onDemand.filter((chunk) => chunk !== vitals[0]);
  expect(others.length, 'the chat panel and the map load on demand').toBeGreaterThan(0);
  for (const chunk of others) expect(hinted(chunk), `${chunk} is hinted`).toBe(false);
});

test("no script carries an icon's drawing: the server draws every icon, client components included", () => {
  // A client component that imported `Icon` would put every icon's drawing (the whole map, about
  // 1.8 KB compressed) into the scripts of each page that shows it. They take their icons from a
  // server parent instead (components/ui/icon.tsx).
  const chunks = readdirSync(path.join(distDir, 'static'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(distDir, 'static', name));
  expect(chunks.length).toBeGreaterThan(5);
  const drawings = Object.entries(iconPaths);
  const carried = chunks.flatMap((chunk) => {
    const code = readFileSync(chunk, 'utf8');
    return drawings.filter(([, d]) => code.includes(d)).map(([name]) => `${chunk}: ${name}`);
  });
  expect(carried).toEqual([]);
});

test('every page with styles carries them inline: no stylesheet blocks the first paint', () => {
  const appDir = path.join(distDir, 'server/app');
  const pages = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.html') && !f.startsWith('_global-error'),
  );
  // Rule blocks, and design tokens apart: the tokens of one `:root` rule may be split between
  // the inline rules and the later file (scripts/post-build/root-tokens.mjs).
  const blocks = (text: string) =>
    text.split('{').length - 1 - (text.match(/:root\{/g)?.length ?? 0);
  const tokens = (text: string) =>
    [...text.matchAll(/:root\{([^}]*)\}/g)].flatMap(([, body]) =>
      [...body!.matchAll(/(--[\w-]+):/g)].map((m) => m[1]!),
    );
  const read = (href: string) =>
    readFileSync(path.join(distDir, href.replace(/\?.*$/, '').slice('/_next/'.length)), 'utf8');
  for (const file of pages) {
    const html = readFileSync(path.join(appDir, file), 'utf8');
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)];
    const laterLinks = links.filter(([link]) => link.includes('data-precedence="later"'));
    const later = [
      ...new Map(laterLinks.map(([link, href]) => [href!, { link, href: href! }])).values(),
    ];
    const own = links.filter(([link]) => !link.includes('data-precedence="later"'));
    expect(own.length, `${file} links no stylesheet`).toBeGreaterThan(0);
    // The rules the first screen does not use come from one file, linked just before the footer
    // and, on a page with a fold, at the fold too: each holds back only what follows it
    // (scripts/post-build/later-css.mjs).
    expect(later.length, `${file} links more than one later stylesheet`).toBeLessThan(2);
    for (const { link } of later) {
      expect(html, file).toContain(`${link}</noscript><footer`);
      const atFold = html.includes('<div data-fold="">') ? 2 : 1;
      expect(laterLinks.length, file).toBe(atFold);
      if (atFold === 2)
        expect(html, file).toContain(`<div data-fold=""><noscript>${link}</noscript></div>`);
    }
    let inlineTokens: string[] = [];
    let fileTokens: string[] = [];
    let inlineBlocks = 0;
    let fileBlocks = 0;
    for (const [link, href] of own) {
      expect(link, `${file}: ${href} blocks rendering`).toContain('disabled=""');
      // A stylesheet the first screen does not use at all has no inline part.
      const inline = html.split(`<style data-from="${href}">`)[1]?.split('</style>')[0] ?? '';
      inlineBlocks += blocks(inline!);
      fileBlocks += blocks(read(href!));
      inlineTokens = inlineTokens.concat(tokens(inline!));
      fileTokens = fileTokens.concat(tokens(read(href!)));
    }
    // Inline and later rules together are the whole files, so that the links never need to be
    // enabled (scripts/post-build/inline-css.mjs).
    // Besides, the inline CSS hides what waits for the later file (one rule in a layer in an
    // `@media` block: three blocks), and the later file's last rule (one rule in the same layer:
    // two) shows it.
    const laterBlocks = later.reduce((sum, { href }) => sum + blocks(read(href)) - 2, 0);
    const hiding = later.length ? 3 : 0;
    expect(inlineBlocks - hiding + laterBlocks, `${file}: stylesheets not carried whole`).toBe(
      fileBlocks,
    );
    // A page with room in its first flight carries the later file's tokens inline too
    // (scripts/post-build/root-tokens.mjs), so a token may be in both.
    const laterTokens = later.flatMap(({ href }) => tokens(read(href)));
    expect(
      [...new Set([...inlineTokens, ...laterTokens])].sort(),
      `${file}: design tokens not carried whole`,
    ).toEqual(fileTokens.sort());
  }
});
