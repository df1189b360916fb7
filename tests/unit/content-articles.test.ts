import { describe, expect, it } from 'vitest';
import { articles, findArticle, toPost } from '@/lib/server/content/articles';

const TITLE_AT_ID: Record<number, string> = {
  1: 'Business of Growth',
  2: 'Solution to Business',
  3: 'Marketing of Solution',
  4: 'DevOps Automation',
  5: 'Security First',
  6: 'Client-Centric Design',
  7: 'Data-Driven Insights',
};

describe('content: blog', () => {
  it('lists the seven posts of the blog in their fixed order', () => {
    expect(articles().map((a) => a.data.title)).toEqual([
      'Business of Growth',
      'Solution to Business',
      'Marketing of Solution',
      'DevOps Automation',
      'Client-Centric Design',
      'Data-Driven Insights',
      'Security First',
    ]);
  });

  it('gives the articles the unique ids 1 to 7', () => {
    expect(
      articles()
        .map((a) => a.data.id)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it.each(Object.entries(TITLE_AT_ID))('opens "%s" at /blog/%s', (id, title) => {
    expect(findArticle(Number(id))?.data.title).toBe(title);
  });

  it('gives the blog list only what a card shows', () => {
    const [first] = articles();
    expect(Object.keys(toPost(first!)).sort()).toEqual(
      ['description', 'icon', 'id', 'image', 'imagePosition', 'label', 'title'].sort(),
    );
  });
});

describe.each(articles().map((a) => [a.data.title, a] as const))(
  'content: article "%s"',
  (_title, article) => {
    it('has between 600 and 1,000 words', () => {
      expect(article.words, `${article.words} words`).toBeGreaterThanOrEqual(600);
      expect(article.words, `${article.words} words`).toBeLessThanOrEqual(1000);
    });

    it('has at least three headings and a list', () => {
      expect(article.headings.length).toBeGreaterThanOrEqual(3);
      expect(article.body).toMatch(/^(- |1\. )/m);
    });

    it('is dated between June 2025 and October 2026', () => {
      const { published, updated } = article.data;
      expect(published >= '2025-06-01' && published <= '2026-10-31').toBe(true);
      if (updated) expect(updated > published).toBe(true);
    });

    it('relates to two or three other articles', () => {
      expect(article.data.related.length).toBeGreaterThanOrEqual(2);
      expect(article.data.related.length).toBeLessThanOrEqual(3);
    });

    it('gives every section a unique fragment id', () => {
      const ids = article.headings.map((h) => h.id);
      expect(ids.every(Boolean)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    });
  },
);
