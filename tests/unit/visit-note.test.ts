// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { landingToCount, leadSourceToSend, noteVisit, visitNote } from '@/lib/visit-note';

const page = (path: string) => new URL(path, 'https://kilele.example');

beforeEach(() => sessionStorage.clear());

describe('where a visit started (browser note)', () => {
  it('notes the landing path, the campaign, the ref, and the other site by its host only', () => {
    expect(
      visitNote(
        page(
          '/blog/3?utm_source=linkedin&utm_medium=social&utm_campaign=nov&utm_term=mpesa&utm_content=post&ref=jane&x=1',
        ),
        'https://www.google.com/search?q=kilele+nairobi',
      ),
    ).toEqual({
      landingPath: '/blog/3',
      referrerHost: 'www.google.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'nov',
      utmTerm: 'mpesa',
      utmContent: 'post',
      ref: 'jane',
    });
  });

  it('notes no referrer for this site itself, an app or none, and drops invisible characters', () => {
    expect(visitNote(page('/about'), 'https://kilele.example/')).toEqual({ landingPath: '/about' });
    expect(visitNote(page('/about'), 'android-app://com.slack/')).toEqual({
      landingPath: '/about',
    });
    expect(visitNote(page('/about'), '')).toEqual({ landingPath: '/about' });
    expect(visitNote(page('/?ref=ja%E2%80%AEne&utm_campaign=%E2%80%8B'), '')).toEqual({
      landingPath: '/',
      ref: 'jane',
    });
  });

  it('keeps the first page of the tab session: later pages do not overwrite it', () => {
    noteVisit(sessionStorage, page('/?ref=jane'), 'https://www.linkedin.com/');
    noteVisit(sessionStorage, page('/contact?ref=other'), 'https://kilele.example/');
    expect(leadSourceToSend(sessionStorage, '/contact')).toEqual({
      landingPath: '/',
      referrerHost: 'www.linkedin.com',
      ref: 'jane',
      formPage: '/contact',
    });
  });

  it('sends only the form page when nothing was noted, the note is not JSON, or storage is refused', () => {
    expect(leadSourceToSend(sessionStorage, '/faq')).toEqual({ formPage: '/faq' });
    sessionStorage.setItem('visit-source', '{not json');
    expect(leadSourceToSend(sessionStorage, '/faq')).toEqual({ formPage: '/faq' });
    sessionStorage.setItem('visit-source', JSON.stringify({ ref: 7, other: 'x', utmSource: 'ig' }));
    expect(leadSourceToSend(sessionStorage, '/faq')).toEqual({ utmSource: 'ig', formPage: '/faq' });
    expect(leadSourceToSend(undefined, '/faq')).toEqual({ formPage: '/faq' });
  });

  it('counts a landing only for a visit from a tagged link, with its tags and landing page and nothing about the visitor', () => {
    const tagged = visitNote(
      page('/services?ref=jane&utm_source=linkedin&utm_medium=social&utm_campaign=nov&utm_term=x'),
      'https://www.linkedin.com/feed/',
    );
    expect(landingToCount(tagged)).toEqual({
      landingPath: '/services',
      ref: 'jane',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'nov',
    });
    expect(landingToCount(visitNote(page('/services'), 'https://www.google.com/'))).toBeNull();
  });

  it('returns the note only from the first page of the visit, so a landing is counted once', () => {
    expect(noteVisit(sessionStorage, page('/?ref=jane'), '')).toEqual({
      landingPath: '/',
      ref: 'jane',
    });
    expect(noteVisit(sessionStorage, page('/contact?ref=jane'), '')).toBeNull();
  });
});
