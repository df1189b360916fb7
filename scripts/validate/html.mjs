// The W3C Nu HTML Checker (vnu.jar from the `vnu-jar` package, which needs a Java runtime) on
// every page the sitemap lists and the 404 page, as the server sends them. Errors only: its
// warnings are advice, not validity.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NOT_FOUND_ROUTE, sitemapRoutes } from '../lib/served-size.mjs';

const vnuJar = createRequire(import.meta.url)('vnu-jar');

/** Each served page's validation errors, by route: `[{ route, errors: [{ line, message }] }]`. */
export async function checkHtml(origin) {
  const routes = [...(await sitemapRoutes(origin)), NOT_FOUND_ROUTE];
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const files = new Map();
    for (const [i, route] of routes.entries()) {
      const response = await fetch(new URL(route, origin));
      const file = path.join(dir, `${i}.html`);
      writeFileSync(file, await response.text());
      files.set(`file:${file}`, route);
    }
    // One Java start for every page; the JSON report goes to stderr.
    const run = spawnSync(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files.keys()].map((arg) =>
        arg.startsWith('file:') ? arg.slice('file:'.length) : arg,
      ),
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error) throw new Error(`vnu.jar did not run (is Java installed?): ${run.error.message}`);
    const { messages } = JSON.parse(run.stderr || '{"messages":[]}');
    const byRoute = new Map(routes.map((route) => [route, []]));
    for (const message of messages) {
      if (message.type !== 'error' && message.subType !== 'fatal') continue;
      const route = files.get(decodeURI(message.url ?? '')) ?? message.url ?? '(unknown)';
      if (!byRoute.has(route)) byRoute.set(route, []);
      byRoute.get(route).push({ line: message.lastLine, message: message.message });
    }
    return [...byRoute].map(([route, errors]) => ({ route, errors }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
