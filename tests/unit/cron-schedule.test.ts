import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hobbyPlanWarning, runsPerDay } from '../../scripts/lib/cron-schedule.mjs';

describe('how often a cron schedule fires in a day', () => {
  it('counts the minutes named times the hours named', () => {
    expect(runsPerDay('*/5 * * * *')).toBe(288);
    expect(runsPerDay('* * * * *')).toBe(1440);
    expect(runsPerDay('0 * * * *')).toBe(24);
    expect(runsPerDay('0 */6 * * *')).toBe(4);
    expect(runsPerDay('15,45 9 * * 1-5')).toBe(2);
    expect(runsPerDay('0 8-17 * * *')).toBe(10);
    expect(runsPerDay('10-50/20 3 * * *')).toBe(3);
    expect(runsPerDay('7/30 3 * * *')).toBe(2);
  });

  it('counts once for a daily, weekly or monthly schedule, whatever its days', () => {
    expect(runsPerDay('0 3 * * *')).toBe(1);
    expect(runsPerDay('30 1 * * 0')).toBe(1);
    expect(runsPerDay('0 0 1 * *')).toBe(1);
    expect(runsPerDay('  0   3 * * *  ')).toBe(1);
  });

  it('refuses what is not a five-field schedule of minutes and hours', () => {
    expect(() => runsPerDay('*/5 * * *')).toThrow(/five cron fields/);
    expect(() => runsPerDay('60 * * * *')).toThrow(/outside the minutes 0-59/);
    expect(() => runsPerDay('0 24 * * *')).toThrow(/outside the hours 0-23/);
    expect(() => runsPerDay('*/0 * * * *')).toThrow(/outside/);
    expect(() => runsPerDay('@hourly * * * *')).toThrow(/not a minute/);
  });
});

describe("the warning about Vercel's Hobby plan", () => {
  it('names the plan limit, the schedule and what to do on Hobby for a schedule above daily', () => {
    const warning = hobbyPlanWarning({ path: '/api/cron', schedule: '*/5 * * * *' });
    expect(warning).toMatch(/Hobby plan allows cron jobs that run once per day at most/);
    expect(warning).toContain('"*/5 * * * *", 288 times a day');
    expect(warning).toMatch(/outside scheduler call \/api\/cron/);
    expect(warning).toContain('Authorization: Bearer $CRON_SECRET');
  });

  it('says nothing for a daily schedule', () => {
    expect(hobbyPlanWarning({ path: '/api/cron', schedule: '0 3 * * *' })).toBeNull();
  });

  it("is printed for the project's own schedule: /api/cron every 5 minutes", () => {
    const { crons } = JSON.parse(readFileSync('vercel.json', 'utf8'));
    expect(crons).toEqual([{ path: '/api/cron', schedule: '*/5 * * * *' }]);
    expect(hobbyPlanWarning(crons[0])).not.toBeNull();
  });
});
