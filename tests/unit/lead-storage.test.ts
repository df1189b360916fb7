import { describe, expect, it } from 'vitest';
import { checkLeadStorage } from '@/lib/server/lead-storage';

const HOSTED_DB = 'postgres://site@db.example.co.ke:5432/site';
const SMTP = 'smtps://site:secret@mail.example.co.ke:465';

describe('the check that a deploy keeps its leads', () => {
  it.each([
    ['Vercel', { VERCEL: '1' }],
    ['Netlify', { NETLIFY: 'true' }],
    ['Cloudflare Pages', { CF_PAGES: '1' }],
    ['AWS Amplify', { AWS_APP_ID: 'd1a2b3c4' }],
  ])('refuses a build for %s with neither a hosted database nor SMTP, in one line', (host, env) => {
    const { refusal } = checkLeadStorage(env);
    expect(refusal).toBe(
      `Refusing to build for ${host}: with neither DATABASE_URL (a hosted database) nor SMTP_URL set, every lead would be written to a throwaway disk and lost. Set both, or ALLOW_EPHEMERAL_STORAGE=1 to build anyway.`,
    );
  });

  it('counts a file database on a serverless host as no database', () => {
    expect(
      checkLeadStorage({ VERCEL: '1', DATABASE_URL: 'file:/tmp/site.db' }).refusal,
    ).toBeDefined();
  });

  it('lets someone who means it go ahead, with a warning', () => {
    const check = checkLeadStorage({ VERCEL: '1', ALLOW_EPHEMERAL_STORAGE: '1' });
    expect(check.refusal).toBeUndefined();
    expect(check.warnings).toEqual([
      'ALLOW_EPHEMERAL_STORAGE=1: building for Vercel although leads will be lost.',
    ]);
  });

  it('warns when only one of the two is set, and is quiet with both', () => {
    expect(checkLeadStorage({ VERCEL: '1', SMTP_URL: SMTP }).warnings[0]).toMatch(
      /^DATABASE_URL is not set to a hosted database: on Vercel leads are only mailed/,
    );
    expect(checkLeadStorage({ VERCEL: '1', DATABASE_URL: HOSTED_DB }).warnings[0]).toMatch(
      /^SMTP_URL is not set: on Vercel leads are stored, but nobody is emailed/,
    );
    expect(checkLeadStorage({ VERCEL: '1', DATABASE_URL: HOSTED_DB, SMTP_URL: SMTP })).toEqual({
      host: 'Vercel',
      refusal: undefined,
      warnings: [],
    });
  });

  it('on one machine, keeps the embedded database and only warns that nobody is emailed without SMTP', () => {
    expect(checkLeadStorage({})).toEqual({
      host: undefined,
      refusal: undefined,
      warnings: [
        'SMTP_URL is not set: leads are stored and written as .eml files in the data folder, but nobody is emailed about them.',
      ],
    });
    expect(checkLeadStorage({ SMTP_URL: SMTP }).warnings).toEqual([]);
  });
});
