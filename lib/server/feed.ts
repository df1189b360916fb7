import 'server-only';
import { blog } from '@/content/blog';
import type { Article } from './content/articles';
import { FEED_PATH } from './metadata';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** "2026-01-21" -> "Wed, 21 Jan 2026 00:00:00 GMT", the date format RSS 2.0 asks for. */
const rssDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

/**
 * The blog as an RSS 2.0 feed, newest article first, every URL absolute (`absolute` resolves a
 * path against SITE_URL). Dated by the newest article, so the same content gives the same file.
 */
export function rssFeed(articles: readonly Article[], absolute: (path: string) => string): string {
  const newestFirst = [...articles].sort((a, b) =>
    b.data.published.localeCompare(a.data.published),
  );
  const lastChange = articles
    .map(({ data }) => data.updated ?? data.published)
    .reduce((latest, date) => (date > latest ? date : latest), '1970-01-01');
  const items = newestFirst.map(({ data }) => {
    const url = xml(absolute(`/blog/${data.id}`));
    return [
      '<item>',
      `<title>${xml(data.title)}</title>`,
      `<link>${url}</link>`,
      `<guid isPermaLink="true">${url}</guid>`,
      `<description>${xml(data.description)}</description>`,
      `<category>${xml(data.label)}</category>`,
      `<pubDate>${rssDate(data.published)}</pubDate>`,
      '</item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xml(blog.feedTitle)}</title>`,
    `<link>${xml(absolute('/blogs'))}</link>`,
    `<atom:link href="${xml(absolute(FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    `<description>${xml(blog.description)}</description>`,
    '<language>en-KE</language>',
    `<lastBuildDate>${rssDate(lastChange)}</lastBuildDate>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
