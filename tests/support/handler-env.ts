import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { afterTasks } from './after';
import { startSmtp, type TestSmtp } from './smtp';

export const CONTACT_TO = 'leads@kilele.test';

/** Rate limits high enough that no test of bad input is answered 429 instead of being judged. */
export const RAISED_LIMITS = {
  RATE_LIMIT_CONTACT: '100000',
  RATE_LIMIT_SUBSCRIBE: '100000',
  RATE_LIMIT_CHAT: '100000',
  RATE_LIMIT_CLICKS: '100000',
};

export interface HandlerEnv {
  dataDir: string;
  smtp: TestSmtp;
  close(): Promise<void>;
}

/**
 * The environment the route handlers read, for a test file: a fresh data folder (SQLite unless
 * DATABASE_URL is given) and a real SMTP server in this process. Set it up before the first
 * request: the handlers read the environment once.
 */
export async function handlerEnv(extra: Record<string, string> = {}): Promise<HandlerEnv> {
  const dataDir = mkdtempSync(join(tmpdir(), 'handler-env-'));
  const smtp = await startSmtp();
  for (const key of Object.keys(RAISED_LIMITS)) delete process.env[key];
  delete process.env.DATABASE_URL;
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    CONTACT_TO,
    MAIL_FROM: 'Website <no-reply@kilele.test>',
    SITE_URL: 'https://kilele.example',
    ALLOWED_ORIGINS: '',
    CRON_SECRET: 'a-long-enough-cron-secret',
    ...extra,
  });
  const { resetEnv } = await import('@/lib/server/env');
  resetEnv();
  return {
    dataDir,
    smtp,
    async close() {
      const { closeStore } = await import('@/lib/server/store');
      await closeStore();
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `handlerEnv` for a whole test file: set up before its first test, closed after its last, and
 * with no mail or `after()` task left over from one test to the next.
 */
export function handlerEnvForFile(extra: Record<string, string> = {}): HandlerEnv {
  const env = {} as HandlerEnv;
  beforeAll(async () => {
    Object.assign(env, await handlerEnv(extra));
  });
  afterEach(() => {
    afterTasks.length = 0;
    env.smtp.received.length = 0;
  });
  afterAll(() => env.close());
  return env;
}
