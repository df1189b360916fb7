import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Playwright's own Chromium when it is installed (it cannot be downloaded here), else the system one. */
export function chromiumPath() {
  const found = [chromium.executablePath(), ...SYSTEM_CHROMIUM].find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    'No Chromium found: install one with "apt-get install -y chromium" (Debian) or "npx playwright install chromium".',
  );
}

/** Chromium's flags for a closed network: no background calls to Google's services. */
export const QUIET_CHROMIUM_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
