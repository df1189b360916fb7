// The W3C Nu HTML Checker (vnu.jar from the `vnu-jar` package, which needs a Java runtime) over
// pages given as HTML text. Errors only: its warnings are advice, not validity. No `import.meta`
// here, so Playwright's test transform and Node load it alike.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const vnuJar = createRequire(path.join(process.cwd(), 'package.json'))('vnu-jar');

/** The checker's errors for each page: `pages` is `[{ name, html }]`; returns `[{ name, errors }]`. */
export function vnuErrors(pages) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const names = new Map();
    const files = pages.map(({ name, html }, i) => {
      const file = path.join(dir, `${i}.html`);
      writeFileSync(file, html);
      names.set(file, name);
      return file;
    });
    // One Java start for every page; the JSON report goes to stderr.
    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error)
      throw new Error(`vnu.jar did not run (is Java installed?): ${run.error.message}`);
    const { messages } = JSON.parse(run.stderr);
    const byName = new Map(pages.map(({ name }) => [name, []]));
    for (const message of messages) {
      // Errors, and anything that kept a file from being checked at all.
      if (message.type === 'info') continue;
      // It names files as `file:/tmp/…`.
      const file = decodeURIComponent(String(message.url ?? '').replace(/^file:\/*/, '/'));
      const name = names.get(file) ?? message.url ?? '(no file)';
      if (!byName.has(name)) byName.set(name, []);
      byName.get(name).push({ line: message.lastLine ?? 0, message: message.message });
    }
    return [...byName].map(([name, errors]) => ({ name, errors }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
