import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/**
 * Playwright's own Chromium when it is installed, else the system one. Returns undefined for
 * "Playwright's own" so its default is used.
 */
export function chromiumExecutable(): string | undefined {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { chromium } = require('playwright') as typeof import('playwright');
  if (existsSync(chromium.executablePath())) return undefined;
  const system = SYSTEM_CHROMIUM.find((path) => existsSync(path));
  if (system) return system;
  throw new Error(
    'No Chromium found: install one with "apt-get install -y chromium" (Debian) or "npx playwright install chromium".',
  );
}
