import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { postJson, SITE } from '../support/requests';

// Storage is down: DATABASE_URL points at a port where no database listens.
const dataDir = mkdtempSync(join(tmpdir(), 'api-down-'));
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = `postgres://site@127.0.0.1:${await freePort()}/site`;
});
afterAll(async () => {
  const { closeStore } = await import('@/lib/server/store');
  await closeStore();
  rmSync(dataDir, { recursive: true, force: true });
});

const contact = await import('@/app/api/contact/route');
const subscribe = await import('@/app/subscribe/route');
const logClick = await import('@/app/api/log-click/route');
const health = await import('@/app/api/health/route');

describe('when storage is unavailable', () => {
  it('POST /api/contact still takes the lead: with no mail server configured, as an .eml file that says it is the only copy', async () => {
    const response = await contact.POST(
      postJson('/api/contact', { name: 'A', email: 'a@b.co', subject: 'S', message: 'M' }),
    );
    expect(response.status).toBe(202);
    const folder = join(dataDir, 'mail');
    const [file] = readdirSync(folder);
    expect(readFileSync(join(folder, file ?? ''), 'utf8')).toContain(
      'Not stored: the database was down',
    );
  });

  it.each([
    [
      'POST /subscribe',
      () => subscribe.POST(postJson('/subscribe', { name: 'A', email: 'a@b.co' })),
    ],
    [
      'POST /api/log-click',
      () =>
        logClick.POST(
          postJson('/api/log-click', {
            tag: 'a',
            className: '',
            id: '',
            timestamp: new Date().toISOString(),
          }),
        ),
    ],
  ])('%s answers 503 with Retry-After, never 500', async (_, send) => {
    const response = await send();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(((await response.json()) as { message: string }).message).toMatch(
      /temporarily unavailable/,
    );
  });

  it('the health route still answers 200, and 503 when asked to check storage', async () => {
    expect((await health.GET(new Request(`${SITE}/api/health`))).status).toBe(200);
    expect((await health.GET(new Request(`${SITE}/api/health?deep=1`))).status).toBe(503);
  });
});
