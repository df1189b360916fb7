// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { articles } from '@/lib/server/content/articles';
import { rssFeed } from '@/lib/server/feed';

const SITE = 'https://www.kilele.test';
const absolute = (path: string) => new URL(path, SITE).href;

/** The feed parsed as XML: a parse error means it is not well-formed. */
function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

const text = (parent: Element | Document, selector: string) =>
  parent.querySelector(selector)?.textContent ?? '';
/** RFC 822 as RSS 2.0 uses it, with a four-digit year: "Wed, 21 Jan 2026 00:00:00 GMT". */
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe('the RSS feed', () => {
  const doc = parse(rssFeed(articles(), absolute));
  const channel = doc.querySelector('rss[version="2.0"] > channel');
  const items = [...doc.querySelectorAll('channel > item')];

  it('is RSS 2.0 with the channel elements the format requires', () => {
    expect(channel).not.toBeNull();
    for (const required of ['title', 'link', 'description'])
      expect(text(channel!, `:scope > ${required}`)).not.toBe('');
    expect(text(channel!, ':scope > link')).toBe(`${SITE}/blogs`);
    expect(text(channel!, ':scope > lastBuildDate')).toMatch(RFC_822);
  });

  it('names its own absolute address, as feed validators ask', () => {
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('href')).toBe(`${SITE}/feed.xml`);
  });

  it('has every article, newest first, each with an absolute permalink and a date', () => {
    expect(items).toHaveLength(articles().length);
    const dates = items.map((item) => Date.parse(text(item, 'pubDate')));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of items) {
      expect(text(item, 'title')).not.toBe('');
      expect(text(item, 'description')).not.toBe('');
      expect(text(item, 'link')).toMatch(new RegExp(`^${SITE}/blog/\\d+$`));
      expect(text(item, 'guid')).toBe(text(item, 'link'));
      expect(item.querySelector('guid')?.getAttribute('isPermaLink')).toBe('true');
      expect(text(item, 'pubDate')).toMatch(RFC_822);
    }
  });

  it('escapes what XML would misread in titles and descriptions', () => {
    const [first] = articles();
    const tricky = { ...first!, data: { ...first!.data, title: 'Q&A: <b>"pay" & \'save\'</b>' } };
    const item = parse(rssFeed([tricky], absolute)).querySelector('item');
    expect(text(item!, 'title')).toBe('Q&A: <b>"pay" & \'save\'</b>');
  });
});
