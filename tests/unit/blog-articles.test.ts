import { describe, expect, it } from 'vitest';
import { articles, findArticle } from '@/content/blog/articles';
import { findPost, posts } from '@/content/blog/posts';
import { articleWordCount, headingId } from '@/lib/blog';

const SPEC_ROUTES: Record<number, string> = {
  1: 'Business of Growth',
  2: 'Solution to Business',
  3: 'Marketing of Solution',
  4: 'DevOps Automation',
  5: 'Security First',
  6: 'Client-Centric Design',
  7: 'Data-Driven Insights',
};

describe('blog content', () => {
  it('lists the seven sample posts in the spec order of titles', () => {
    expect(posts.map((p) => p.title)).toEqual([
      'Business of Growth',
      'Solution to Business',
      'Marketing of Solution',
      'DevOps Automation',
      'Client-Centric Design',
      'Data-Driven Insights',
      'Security First',
    ]);
  });

  it('gives posts and articles the unique ids 1 to 7', () => {
    const postIds = posts.map((p) => p.id).sort();
    const articleIds = articles.map((a) => a.id).sort();
    expect(postIds).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(articleIds).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it.each(Object.entries(SPEC_ROUTES))(
    'opens "%s" at /blog/%s with its post title',
    (id, title) => {
      expect(findArticle(Number(id))?.title).toBe(title);
      expect(findPost(Number(id))?.title).toBe(title);
    },
  );
});

describe.each(articles.map((a) => [a.title, a] as const))('article "%s"', (_title, article) => {
  it('has between 600 and 1,000 words', () => {
    const words = articleWordCount(article.body);
    expect(words, `${words} words`).toBeGreaterThanOrEqual(600);
    expect(words, `${words} words`).toBeLessThanOrEqual(1000);
  });

  it('has at least three headings and a list', () => {
    const headings = article.body.filter((b) => b.type === 'h2' || b.type === 'h3');
    const lists = article.body.filter((b) => b.type === 'ul' || b.type === 'ol');
    expect(headings.length).toBeGreaterThanOrEqual(3);
    expect(lists.length).toBeGreaterThanOrEqual(1);
  });

  it('is dated between June 2025 and October 2026 and signed by a team', () => {
    expect(article.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.published >= '2025-06-01' && article.published <= '2026-10-31').toBe(true);
    if (article.updated) expect(article.updated > article.published).toBe(true);
    expect(article.author).toMatch(/team$/);
  });

  it('relates to two or three other existing posts', () => {
    expect(article.related.length).toBeGreaterThanOrEqual(2);
    expect(article.related.length).toBeLessThanOrEqual(3);
    expect(article.related).not.toContain(article.id);
    for (const id of article.related) expect(findPost(id)).toBeDefined();
  });
});

describe('article headings', () => {
  it.each(articles.map((a) => [a.title, a] as const))(
    'gives every section of "%s" a unique fragment id',
    (_title, article) => {
      const ids = article.body.flatMap((b) => (b.type === 'h2' ? [headingId(b.text)] : []));
      expect(ids.every(Boolean)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );
});
