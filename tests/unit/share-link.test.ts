import { describe, expect, it } from 'vitest';
import { subjectFromQuery } from '@/components/contact/subject';
import { shareLink } from '@/lib/share-link';
import { visitNote } from '@/lib/visit-note';

const siteUrl = 'https://kilele.example';

describe('npm run link', () => {
  it('builds a contact link with its subject and ref, each encoded once', () => {
    expect(shareLink({ siteUrl, subject: 'M-Pesa & bank integration', ref: 'jane' })).toBe(
      'https://kilele.example/contact?subject=M-Pesa%20%26%20bank%20integration&ref=jane',
    );
  });

  it('builds a link to any page with a campaign', () => {
    expect(
      shareLink({
        siteUrl,
        page: '/blog/3',
        ref: 'jane',
        utm: { campaign: 'nov sale', source: 'linkedin' },
      }),
    ).toBe('https://kilele.example/blog/3?ref=jane&utm_source=linkedin&utm_campaign=nov%20sale');
  });

  it('gives back the exact subject, and what the team sees, when opened directly or encoded twice on the way', () => {
    const subject = 'Website redesign: 50% faster, "mobile-first" (Q1)';
    const link = shareLink({ siteUrl, subject, ref: 'jane', utm: { campaign: 'nov' } });
    const opened = new URL(link);
    expect(subjectFromQuery(opened.searchParams.get('subject'))).toBe(subject);
    expect(visitNote(opened, '')).toEqual({
      landingPath: '/contact',
      ref: 'jane',
      utmCampaign: 'nov',
    });
    // A mail tracker or chat app encodes the whole query again.
    const twice = new URL(
      `${opened.pathname}?${opened.search.slice(1).replace(/%/g, '%25')}`,
      siteUrl,
    );
    expect(subjectFromQuery(twice.searchParams.get('subject'))).toBe(subject);
  });

  it('refuses what the site would not keep, and a subject off the contact page', () => {
    expect(() => shareLink({ siteUrl, ref: 'jane doe' })).toThrow(/--ref "jane doe"/);
    expect(() => shareLink({ siteUrl, utm: { campaign: 'x'.repeat(101) } })).toThrow(
      /--utm-campaign/,
    );
    expect(() => shareLink({ siteUrl, subject: 'Hi', page: '/services' })).toThrow(
      /--page \/contact/,
    );
    expect(() => shareLink({ siteUrl, page: '//evil.example' })).toThrow(/a path on the site/);
  });
});
