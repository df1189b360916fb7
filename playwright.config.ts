import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, QUIET_CHROMIUM_FLAGS } from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
/** The webhook receiver beside the site (tests/e2e/support/webhook-receiver.mjs). */
export const webhookReceiverPort = Number(process.env.E2E_WEBHOOK_PORT ?? port + 1);
/** A Standard Webhooks secret for the suite only: `whsec_` and 32 bytes in base64. */
export const E2E_WEBHOOK_SECRET = `whsec_${Buffer.from('kilele-e2e-webhook-secret-32-byt').toString('base64')}`;

/** The team addresses of the suite: each run signs in as one picked at random (3 links an hour each). */
export const E2E_TEAM_EMAILS = Array.from({ length: 40 }, (_, i) => `team${i}@kilele.test`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Pages load as for a visitor who asks for less motion. The endless animations (the
    // consultation button's bob, the client-logo loop) keep a browser without a GPU compositing
    // every frame, several times the CPU of a still page, and two browsers share two cores. The
    // tests of motion itself (the carousels' and rotations' timing, the bob, the custom cursor, the
    // home page's scan as it moves) ask for it:
    // `page.emulateMedia({ reducedMotion: 'no-preference' })`.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: QUIET_CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /\.phone\.spec\.ts$/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: /\.(phone|both)\.spec\.ts$/ },
  ],
  webServer: [
    {
      command: `node tests/e2e/support/webhook-receiver.mjs ${webhookReceiverPort}`,
      url: `http://127.0.0.1:${webhookReceiverPort}/events`,
      reuseExistingServer: !process.env.CI,
      env: { WEBHOOK_SECRET: E2E_WEBHOOK_SECRET },
    },
    {
      // The production build: scripts/test.mjs builds it first (npm test), or run `npm run build`.
      command: `npx next start -p ${port} -H 127.0.0.1`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        DATA_DIR: process.env.E2E_DATA_DIR ?? 'tests/.tmp/e2e-data',
        // Every lead and subscriber event goes to the receiver, signed.
        LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhookReceiverPort}/hook`,
        LEAD_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
        // Who may sign in to the team's pages in the suite (tests/e2e/support/team.ts).
        TEAM_EMAILS: E2E_TEAM_EMAILS.join(','),
      },
    },
  ],
});
