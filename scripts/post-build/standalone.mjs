// Always runs, after the pages are final: `output: 'standalone'` (NEXT_OUTPUT=standalone, the
// Docker image) copies the build's pages into `.next/standalone` during `next build`, before
// these steps changed them. The copy gets the final pages here, so `node server.js` serves the
// same HTML (and policies) as `next start`. The files under `.next/static` (the scripts with
// their compile hints, the payloads) are copied beside the server when the image is built.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { distDir, htmlFiles, standaloneBuild } from './build-output.mjs';

export function updateStandalone() {
  const copy = standaloneBuild();
  if (!copy) return;
  const files = htmlFiles();
  for (const file of files) {
    const target = path.join(copy, path.relative(distDir, file));
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
  console.log(`Standalone: ${files.length} pages copied into ${copy}`);
}
