import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every `route.ts` under `dir`, at any depth: the route handlers the file tree declares. */
export function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(join(dir, entry.name))
      : entry.name === 'route.ts'
        ? [join(dir, entry.name)]
        : [],
  );
}
