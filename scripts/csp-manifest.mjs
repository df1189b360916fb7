#!/usr/bin/env node
// After `next build`: hash every inline script of every prerendered page, so each page can be
// served a Content-Security-Policy without 'unsafe-inline' while staying static (no nonces).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appDir, distDir, htmlFiles } from './build-output.mjs';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

function routeOf(file) {
  const route =
    '/' +
    path
      .relative(appDir, file)
      .replace(/\.html$/, '')
      .split(path.sep)
      .join('/');
  return route === '/index' ? '/' : route;
}

function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    // Data blocks (JSON-LD) are never executed, so CSP does not apply to them.
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const routes = {};
for (const file of htmlFiles(appDir))
  routes[routeOf(file)] = inlineScriptHashes(readFileSync(file, 'utf8'));

const out = path.join(distDir, 'csp-manifest.json');
writeFileSync(out, JSON.stringify({ routes }, null, 1));
console.log(`CSP: hashed the inline scripts of ${Object.keys(routes).length} pages into ${out}`);
