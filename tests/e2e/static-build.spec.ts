import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

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
