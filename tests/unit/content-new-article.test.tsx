// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ArticleJsonLd } from '@/components/blog/article-json-ld';
import { BlogList } from '@/components/blog/blog-list';
import { cardIcons } from '@/components/blog/card-icons';
import { readArticles, toPost } from '@/lib/server/content/articles';
import { rssFeed } from '@/lib/server/feed';
import { sitemapEntries } from '@/lib/server/sitemap';
import { copyContent, newArticle } from '@/tests/support/content-copy';
import { stubMatchMedia } from '../support/match-media';

const SITE = 'https://kilele.test';
const absolute = (path: string) => new URL(path, SITE).href;

describe('adding an article is adding one file', () => {
  const content = copyContent();
  afterAll(() => content.remove());
  const existing = readArticles({ dir: `${content.root}/articles` });
  const id = Math.max(...existing.map((a) => a.data.id)) + 1;
  const title = 'Choosing payment methods for an online shop';
  content.write(
    'articles/choosing-payment-methods.mdx',
    newArticle({ id, title, published: '2026-10-01' }),
  );
  const articles = readArticles({ dir: `${content.root}/articles` });
  const added = articles.find((a) => a.data.id === id);

  it('is read with the others', () => {
    expect(articles).toHaveLength(existing.length + 1);
    expect(added?.data.title).toBe(title);
    expect(added?.headings.map((h) => h.id)).toEqual(['start-with-how-your-customers-pay']);
  });

  it('comes first in the blog list, linked to /blog/{id}', () => {
    stubMatchMedia();
    // The list shuffles after hydration; a random() just under 1 leaves every card in place.
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const posts = articles.map(toPost);
    render(<BlogList posts={posts} icons={cardIcons(posts)} />);
    expect(screen.getAllByRole('article')[0]).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: `${title} Read More` })).toHaveAttribute(
      'href',
      `/blog/${id}`,
    );
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is in the sitemap, dated by the article', () => {
    const entry = sitemapEntries(articles, absolute).find((e) => e.url === `${SITE}/blog/${id}`);
    expect(entry?.lastModified).toBe('2026-10-01');
  });

  it('is the newest item of the feed', () => {
    const feed = rssFeed(articles, absolute);
    const firstItem = feed.slice(feed.indexOf('<item>'), feed.indexOf('</item>'));
    expect(firstItem).toContain(`<title>${title}</title>`);
    expect(firstItem).toContain(`<link>${SITE}/blog/${id}</link>`);
  });

  it('has its own BlogPosting structured data', () => {
    const { container } = render(
      <ArticleJsonLd article={added!} canonical={`${SITE}/blog/${id}`} />,
    );
    const [posting] = JSON.parse(container.querySelector('script')?.textContent ?? '[]');
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: title,
      datePublished: '2026-10-01',
      url: `${SITE}/blog/${id}`,
      wordCount: added?.words,
    });
  });
});
