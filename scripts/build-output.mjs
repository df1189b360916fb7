// Where the post-build steps find the build: its folder and its prerendered pages.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const distDir = process.env.NEXT_DIST_DIR || '.next';
export const appDir = path.join(distDir, 'server', 'app');

/** Every prerendered page (`.html`) under `dir`, recursively. */
export function htmlFiles(dir = appDir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}
