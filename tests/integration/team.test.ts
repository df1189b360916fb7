import { createHash } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAfterTasks } from '../support/after';
import { runScript } from '../support/cli';
import { handlerEnvForFile } from '../support/handler-env';
import { postJson } from '../support/requests';
import { handlerEngines } from '../support/store-engines';
import {
  askForLink,
  cookieHeader,
  pressSignIn,
  signIn,
  signInLinkIn,
  teamRequest,
} from '../support/team';

const ALICE = 'alice@kilele.example';
const BOB = 'bob@kilele.example';
// Each test signs in as members of its own: an address gets at most 3 links an hour.
const MEMBERS = Array.from({ length: 40 }, (_, i) => `member${i}@kilele.example`);
const LISTED = `Alice@Kilele.example, bob@kilele.example, ${MEMBERS.join(',')}`;
let next = 0;
const member = () => MEMBERS[next++ % MEMBERS.length] ?? '';
const env = handlerEnvForFile({ TEAM_EMAILS: LISTED });
const requestLink = (await import('@/app/api/team/sign-in/route')).POST;
const confirm = (await import('@/app/api/team/sign-in/confirm/route')).POST;
const signOut = (await import('@/app/api/team/sign-out/route')).POST;
const session = (await import('@/app/api/team/session/route')).GET;
const leads = (await import('@/app/api/team/leads/route')).GET;
const leadState = (await import('@/app/api/team/leads/state/route')).POST;
const leadsCsv = (await import('@/app/api/team/leads/csv/route')).GET;
const linkStats = (await import('@/app/api/team/link-stats/route')).GET;
const landing = (await import('@/app/api/landing/route')).POST;
const contact = (await import('@/app/api/contact/route')).POST;
const { getStore } = await import('@/lib/server/store/default');
const { resetEnv } = await import('@/lib/server/env');
const routes = { requestLink, confirm };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const where = (response: Response) => {
  const url = new URL(response.headers.get('location') ?? '', 'http://localhost:3000');
  return url.pathname + url.hash;
};
const me = async (cookie: string) => session(teamRequest('/api/team/session', cookie));

const engines = handlerEngines();

afterEach(() => {
  vi.useRealTimers();
  process.env.TEAM_EMAILS = LISTED;
  resetEnv();
});

describe.each(engines)('the team pages on $name', (engine) => {
  beforeAll(async () => {
    await engine.use();
  });

  it('mails a listed address (any case) a link to a page whose button signs in, and nobody else anything, with the same answer', async () => {
    const listed = await askForLink(requestLink, 'ALICE@kilele.example');
    const unlisted = await askForLink(requestLink, 'mallory@example.com');
    expect(listed.status).toBe(202);
    expect(await unlisted.json()).toEqual(await listed.json());
    expect(env.smtp.received.map((m) => m.to)).toEqual([[ALICE]]);
    expect(signInLinkIn(env.smtp, ALICE)).toMatch(
      /^https:\/\/kilele\.example\/team\/sign-in\?token=/,
    );
  });

  it('stores only a hash of the link token, and the link signs in once', async () => {
    await askForLink(requestLink, ALICE);
    const link = signInLinkIn(env.smtp, ALICE);
    const token = new URL(link).searchParams.get('token') ?? '';
    const driver = await getStore().kyselyDatabase();
    expect(driver.type).toBe(engine.name === 'SQLite' ? 'sqlite' : 'postgres');
    const { rows } = await rawQuery('SELECT identifier FROM team_verification');
    const identifiers = rows.map((r) => String(r.identifier));
    expect(identifiers.some((i) => i.includes(token))).toBe(false);
    const hashed = createHash('sha256').update(token).digest('base64url');
    expect(identifiers).toContain(`magic-link:${hashed}`);

    const first = await pressSignIn(confirm, link);
    expect(first.status).toBe(303);
    const cookie = cookieHeader(first);
    expect((await me(cookie)).status).toBe(200);
    const again = await pressSignIn(confirm, link);
    expect(where(again)).toBe('/team/link-invalid#invalid');
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('sets an HttpOnly, SameSite=Lax, Secure cookie with a __Secure- prefix over HTTPS, holding an opaque value', async () => {
    await askForLink(requestLink, ALICE);
    const response = await pressSignIn(confirm, signInLinkIn(env.smtp, ALICE));
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Secure-team\.session_token=[^;]{40,};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/api\/team/);
    expect(cookie).not.toContain(ALICE);
  });

  it('refuses a link after 15 minutes', async () => {
    const who = member();
    vi.useFakeTimers({ toFake: ['Date'] });
    await askForLink(requestLink, who);
    const link = signInLinkIn(env.smtp, who);
    vi.setSystemTime(Date.now() + 15 * MINUTE + 1000);
    const response = await pressSignIn(confirm, link);
    expect(where(response)).toBe('/team/link-invalid#invalid');
  });

  it('sends a listed address at most 3 links an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = env.smtp.received.length;
    for (let i = 0; i < 4; i++) expect((await askForLink(requestLink, BOB)).status).toBe(202);
    expect(env.smtp.received.length - before).toBe(3);
    vi.setSystemTime(Date.now() + HOUR + 1000);
    await askForLink(requestLink, BOB);
    expect(env.smtp.received.length - before).toBe(4);
  });

  it('ends a session after 8 hours without use, and keeps one in use', async () => {
    const who = member();
    vi.useFakeTimers({ toFake: ['Date'] });
    const cookie = await signIn(routes, env.smtp, who);
    vi.setSystemTime(Date.now() + 7 * HOUR);
    expect((await me(cookie)).status).toBe(200);
    vi.setSystemTime(Date.now() + 7 * HOUR);
    expect((await me(cookie)).status).toBe(200);
    vi.setSystemTime(Date.now() + 8 * HOUR + MINUTE);
    expect((await me(cookie)).status).toBe(401);
  });

  it('signs out: the session ends and its cookie is cleared', async () => {
    const who = member();
    const cookie = await signIn(routes, env.smtp, who);
    const request = teamRequest('/api/team/sign-out', cookie, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
      },
    });
    const response = await signOut(request);
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie().join()).toMatch(/session_token=;|Max-Age=0/);
    expect((await me(cookie)).status).toBe(401);
  });

  it('ends the sessions of an address taken off TEAM_EMAILS at its next request (403), and lets it sign in no more', async () => {
    const who = member();
    const cookie = await signIn(routes, env.smtp, who);
    process.env.TEAM_EMAILS = 'alice@kilele.example';
    resetEnv();
    expect((await me(cookie)).status).toBe(403);
    const before = env.smtp.received.length;
    expect((await askForLink(requestLink, who)).status).toBe(202);
    expect(env.smtp.received.length).toBe(before);
    process.env.TEAM_EMAILS = LISTED;
    resetEnv();
    expect((await me(cookie)).status).toBe(401);
  });

  it('lists and revokes sessions from the command line, and logs it', async () => {
    const who = member();
    const cookie = await signIn(routes, env.smtp, who);
    const listed = await runScript('team.ts', ['sessions']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(who);
    const revoked = await runScript('team.ts', ['revoke', who.toUpperCase()]);
    expect(revoked.stdout).toMatch(/Ended [1-9]\d* sessions? of member\d+@kilele\.example/);
    expect((await me(cookie)).status).toBe(401);
    const audit = await runScript('team.ts', ['audit']);
    expect(audit.stdout).toMatch(
      /cli {2}sessions-revoked {2}member\d+@kilele\.example: revoked by an operator/,
    );
  }, 120_000);

  it('logs links asked for, sign-ins, sign-outs, lead state changes and CSV downloads, each with who and when', async () => {
    const who = member();
    const cookie = await signIn(routes, env.smtp, who);
    expect((await contact(postJson('/api/contact', lead('Audit')))).status).toBe(202);
    await runAfterTasks();
    const [newest] = (await (await leads(teamRequest('/api/team/leads', cookie))).json()).leads;
    const change = await leadState(
      teamRequest('/api/team/leads/state', cookie, { body: { id: newest.id, state: 'replied' } }),
    );
    expect(change.status).toBe(200);
    const csv = await leadsCsv(teamRequest('/api/team/leads/csv?ref=jane', cookie));
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="leads-/);
    const entries = await getStore().listAudit(100);
    const mine = entries.filter((e) => e.actor === who).map((e) => e.action);
    expect(mine).toEqual(
      expect.arrayContaining(['link-requested', 'signed-in', 'lead-state', 'csv-download']),
    );
    expect(entries.find((e) => e.action === 'lead-state')?.detail).toBe(
      `${newest.id}: new -> replied`,
    );
    expect(entries.every((e) => e.at > Date.now() - HOUR)).toBe(true);
    expect(entries.some((e) => e.actor === 'mallory@example.com')).toBe(false);
  });

  it('counts landings per day and tag, with nothing about the visitor, and sets them beside the leads they brought', async () => {
    const who = member();
    const tagged = { landingPath: '/services', ref: 'jane', utmCampaign: 'nov' };
    for (let i = 0; i < 3; i++)
      expect((await landing(postJson('/api/landing', tagged))).status).toBe(204);
    expect((await landing(postJson('/api/landing', { landingPath: '/' }))).status).toBe(400);
    expect(
      (
        await contact(
          postJson('/api/contact', lead('From Jane', { ref: 'jane', utmCampaign: 'nov' })),
        )
      ).status,
    ).toBe(202);
    const { rows } = await rawQuery('SELECT * FROM landings');
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ['day', 'landing_path', 'ref', 'utm_campaign', 'utm_medium', 'utm_source', 'visits'].sort(),
    );
    const cookie = await signIn(routes, env.smtp, who);
    const stats = await (await linkStats(teamRequest('/api/team/link-stats', cookie))).json();
    const jane = stats.refs.find((r: { name: string }) => r.name === 'jane');
    expect(jane.periods['7']).toMatchObject({ landings: 3, leads: 1, leadsPer100: 33.3 });
    expect(
      stats.campaigns.find((c: { name: string }) => c.name === 'nov').periods['90'].landings,
    ).toBe(3);
  });
});

function lead(subject: string, source: Record<string, string> = {}) {
  return {
    name: 'Njeri W.',
    email: 'njeri@example.co.ke',
    subject,
    message: 'We need a website.',
    startedAt: Date.now() - 10_000,
    source: { landingPath: '/', ...source },
  };
}

/** Reads the database as it is, on either engine. */
async function rawQuery(sql: string) {
  const { Kysely, sql: raw } = await import('kysely');
  const db = new Kysely<unknown>({ dialect: (await getStore().kyselyDatabase()).dialect });
  const result = await raw.raw<Record<string, unknown>>(sql).execute(db);
  return { rows: result.rows };
}
