import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { articles } from '@/lib/server/content/articles';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';

/** Strings only the Markdown/MDX compiler and its plugins contain (node types, plugin names). */
const COMPILER_MARKERS = ['mdxJsxFlowElement', 'gfmTable', 'next-mdx-remote-client'];

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(dir, file));
}

test('no Markdown or MDX code reaches the browser: the pages were rendered at build time', () => {
  const containing = (files: string[], marker: string) =>
    files.filter((file) => readFileSync(file, 'utf8').includes(marker));
  const server = filesUnder(path.join(distDir, 'server'), '.js');
  const browser = filesUnder(path.join(distDir, 'static'), '.js');
  expect(browser.length).toBeGreaterThan(5);
  for (const marker of COMPILER_MARKERS) {
    // The marker is real: the server build, which renders the content, has it.
    expect(containing(server, marker).length, marker).toBeGreaterThan(0);
    expect(containing(browser, marker), marker).toEqual([]);
  }
});

test.describe('/feed.xml', () => {
  test('is well-formed RSS with every article at an absolute URL that opens', async ({
    page,
    request,
  }) => {
    const response = await request.get('/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    await page.setContent('<p>feed</p>');
    const links = await page.evaluate(
      (source) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml');
        if (doc.querySelector('parsererror')) throw new Error('the feed is not well-formed XML');
        if (!doc.querySelector('rss[version="2.0"] > channel > title'))
          throw new Error('not RSS 2.0');
        return [...doc.querySelectorAll('item > link')].map((link) => link.textContent ?? '');
      },
      await response.text(),
    );
    expect(links).toHaveLength(articles().length);
    for (const link of links) {
      expect(link).toMatch(/^https?:\/\/[^/]+\/blog\/\d+$/);
      expect((await request.get(new URL(link).pathname)).status()).toBe(200);
    }
  });

  for (const route of ['/blogs', '/blog/1']) {
    test(`is linked from the head of ${route} for feed readers`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(
        /<link rel="alternate" type="application\/rss\+xml" href="https?:\/\/[^"]+\/feed\.xml" title="[^"]+"\/>/,
      );
    });
  }
});
