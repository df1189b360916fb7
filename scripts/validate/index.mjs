#!/usr/bin/env node
// The field's own validators on the served site, failing on any finding: the W3C Nu HTML Checker
// on every sitemap page and the 404 page (html.mjs), pa11y on every page a visitor can reach
// (a11y.mjs), linkinator on every link and asset of this origin (links.mjs), and each page's
// structured data and social cards (structured-data.mjs).
// Usage: node --import tsx scripts/validate/index.mjs [origin] (npm run validate); without an
// origin it serves the build in NEXT_DIST_DIR (.next) with `next start` on a free port. Needs Java
// for the HTML checker and Chromium for pa11y.
import { freePort } from '../lib/free-port.mjs';
import { startServer } from '../lib/server.mjs';
import { sitemapRoutes } from '../lib/served-size.mjs';
import { checkAccessibility } from './a11y.mjs';
import { checkHtml } from './html.mjs';
import { checkLinks } from './links.mjs';
import { checkStructuredData } from './structured-data.mjs';

let origin = process.argv[2];
let server;
if (!origin) {
  server = await startServer({ port: await freePort(), env: { DATA_DIR: '.tmp/validate' } });
  origin = server.origin;
}
let findings = 0;
try {
  const listed = await sitemapRoutes(origin);
  const html = await checkHtml(origin, listed);
  const htmlErrors = html.flatMap(({ route, errors }) =>
    errors.map((error) => `${route}:${error.line} ${error.message}`),
  );
  console.log(`Nu HTML Checker: ${htmlErrors.length} errors on ${html.length} pages`);
  for (const line of htmlErrors) console.log(`  ${line}`);

  const a11y = await checkAccessibility(origin, listed);
  const a11yErrors = a11y.flatMap(({ route, errors }) =>
    errors.map((error) => `${route}: ${error.code} at ${error.selector}: ${error.message}`),
  );
  console.log(
    `pa11y (HTML_CodeSniffer, WCAG 2 AA): ${a11yErrors.length} errors on ${a11y.length} pages`,
  );
  for (const line of a11yErrors) console.log(`  ${line}`);

  const links = await checkLinks(origin);
  console.log(`linkinator: ${links.broken.length} broken of ${links.checked} links and assets`);
  for (const { url, status, parent } of links.broken)
    console.log(`  ${status} ${url} (linked from ${parent})`);

  const data = await checkStructuredData(origin, listed);
  const dataProblems = data.flatMap(({ route, problems }) => problems.map((p) => `${route}: ${p}`));
  console.log(
    `Structured data and social cards: ${dataProblems.length} problems on ${data.length} pages`,
  );
  for (const line of dataProblems) console.log(`  ${line}`);

  findings = htmlErrors.length + a11yErrors.length + links.broken.length + dataProblems.length;
} finally {
  await server?.stop();
}
console.log(findings ? `\n${findings} finding(s)` : '\nNo findings');
process.exitCode = findings ? 1 : 0;
