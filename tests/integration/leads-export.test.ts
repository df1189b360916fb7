import { describe, expect, it } from 'vitest';
import { runScript } from '../support/cli';
import { handlerEnvForFile, RAISED_LIMITS } from '../support/handler-env';
import { postJson } from '../support/requests';

handlerEnvForFile(RAISED_LIMITS);
const contact = (await import('@/app/api/contact/route')).POST;
const handoff = (await import('@/app/api/chat/handoff/route')).POST;

const lines = (csv: string) => csv.trimEnd().split('\r\n');

describe('npm run export:leads', () => {
  it('writes every lead with where its visit started, filtered by date and by who shared the link, formula-safe', async () => {
    const answer = await contact(
      postJson('/api/contact', {
        name: '=HYPERLINK("http://evil.example")',
        email: 'njeri@example.co.ke',
        subject: 'Website redesign',
        message: 'Two lines,\nwith "quotes".',
        startedAt: Date.now() - 60_000,
        source: {
          ref: 'jane',
          utmSource: 'linkedin',
          utmCampaign: 'nov',
          referrerHost: 'www.bing.com',
          landingPath: '/',
          formPage: '/contact',
        },
      }),
    );
    expect(answer.status).toBe(202);
    await handoff(
      postJson('/api/chat/handoff', {
        name: 'Otieno',
        email: 'otieno@example.co.ke',
        question: 'Do you build USSD apps?',
        transcript: [],
        startedAt: Date.now() - 60_000,
        source: { ref: 'otieno', formPage: '/services' },
      }),
    );

    const all = await runScript('export-leads.ts');
    expect(all.code).toBe(0);
    const [header, first, second] = lines(all.stdout);
    expect(header).toBe(
      'id,received_at,kind,name,email,subject,message,ref,utm_source,utm_medium,utm_campaign,utm_term,utm_content,referrer_host,came_from,landing_page,form_page',
    );
    expect(first).toMatch(
      /^[0-9a-f-]{36},[\d-]+T[\d:.]+Z,contact,"'=HYPERLINK\(""http:\/\/evil\.example""\)",njeri@example\.co\.ke,Website redesign,"Two lines,\nwith ""quotes""\.",jane,linkedin,,nov,,,www\.bing\.com,Bing search \(www\.bing\.com\),\/,\/contact$/,
    );
    expect(second).toMatch(
      /,handoff,Otieno,otieno@example\.co\.ke,From the website chat: Do you build USSD apps\?,/,
    );

    const jane = lines((await runScript('export-leads.ts', ['--ref', 'jane'])).stdout);
    expect(jane).toHaveLength(2);
    expect(jane[1]).toContain('njeri@example.co.ke');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(lines((await runScript('export-leads.ts', ['--since', tomorrow])).stdout)).toHaveLength(
      1,
    );
    const bad = await runScript('export-leads.ts', ['--since', 'last tuesday']);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('--since "last tuesday" is not a date');
  });
});
