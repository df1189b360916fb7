// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from '@/components/blog/article-body';
import { ArticleToc } from '@/components/blog/article-toc';
import { renderBody } from '@/components/content/render-body';
import { readArticles, type Article } from '@/lib/server/content/articles';
import type { ContentDocument } from '@/lib/server/content/documents';
import { outlineBody } from '@/lib/server/content/markdown';
import { copyContent, newArticle } from '@/tests/support/content-copy';

/** A body as the loaders hand it over, without a file on disk. */
function doc(body: string, format: 'md' | 'mdx' = 'mdx'): ContentDocument<unknown> {
  return { file: `content/test.${format}`, slug: 'test', format, data: {}, body, bodyLine: 1 };
}

function articleFromFile(): Article {
  const content = copyContent();
  content.write(
    'articles/payments.mdx',
    newArticle({ id: 99, title: 'Payments', published: '2026-10-01' }),
  );
  const article = readArticles({ dir: `${content.root}/articles` }).find((a) => a.data.id === 99);
  content.remove();
  if (!article) throw new Error('the test article was not read');
  return article;
}

describe('the outline read from a body', () => {
  it('counts the words of headings, paragraphs, list items and call-outs', () => {
    const body =
      '## One two\n\nthree four five\n\n- six\n- seven eight\n\n<Callout title="nine">\nten\n</Callout>\n';
    expect(outlineBody(doc(body), { components: ['Callout'] }).words).toBe(10);
  });

  it('gives headings the ids GitHub gives them, unique within the page', () => {
    const { headings } = outlineBody(
      doc(
        '## Build, buy, or connect?\n\n### Speak your customers’ language\n\n## Build, buy, or connect?\n',
      ),
    );
    expect(headings.map((h) => h.id)).toEqual([
      'build-buy-or-connect',
      'speak-your-customers-language',
      'build-buy-or-connect-1',
    ]);
  });

  it('reads {site.…} values as their text', () => {
    const { headings } = outlineBody(doc('## About {site.shortName}\n'), {
      values: { site: { shortName: 'Kilele' } },
    });
    expect(headings[0]?.text).toBe('About Kilele');
  });
});

describe('an article body rendered from its file', () => {
  const article = articleFromFile();

  it('has the section ids the contents list links to', async () => {
    render(
      <>
        {await ArticleBody({ article })}
        <ArticleToc headings={article.headings} />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Start with how your customers pay' });
    const target = document.querySelector(link.getAttribute('href') ?? '#none');
    expect(target).toHaveRole('heading');
    expect(target).toHaveTextContent('Start with how your customers pay');
  });

  it('puts each ## heading and what follows it, up to the next, in a section; the lede before', async () => {
    const { container } = render(
      await ArticleBody({
        article: {
          ...article,
          body: 'Lede.\n\n## One\n\nFirst.\n\n### Inside\n\nStill one.\n\n## Two\n\nSecond.\n',
        },
      }),
    );
    const prose = container.firstElementChild;
    expect([...(prose?.children ?? [])].map((child) => child.tagName)).toEqual([
      'P',
      'SECTION',
      'SECTION',
    ]);
    const [one, two] = container.querySelectorAll('section');
    expect([...(one?.children ?? [])].map((child) => child.textContent)).toEqual([
      'One',
      'First.',
      'Inside',
      'Still one.',
    ]);
    expect(one?.querySelector('h2')).toHaveAttribute('id', 'one');
    expect(one?.querySelector('h3')).toHaveAttribute('id', 'inside');
    expect([...(two?.children ?? [])].map((child) => child.textContent)).toEqual([
      'Two',
      'Second.',
    ]);
  });

  it('shows a call-out as a note with its title', async () => {
    render(await ArticleBody({ article }));
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Reconcile every day');
    expect(note).toHaveTextContent('Match each payment to an order');
  });
});

describe('Markdown rendering', () => {
  it('supports GitHub-flavoured tables, task lists and autolinks', async () => {
    const body =
      '| Channel | Share |\n| --- | --- |\n| M-Pesa | 80% |\n\n- [x] done\n\nSee https://www.odpc.go.ke\n';
    render(await renderBody(doc(body, 'md')));
    expect(screen.getByRole('table')).toHaveTextContent('M-Pesa');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('link', { name: 'https://www.odpc.go.ke' })).toHaveAttribute(
      'href',
      'https://www.odpc.go.ke',
    );
  });

  it('writes {site.…} values in as text and fails on a name that is not there', async () => {
    const values = { site: { name: 'Kilele Technologies' } };
    const { container } = render(await renderBody(doc('Operated by {site.name}.'), { values }));
    expect(container.innerHTML).toBe('<p>Operated by Kilele Technologies.</p>');
    await expect(renderBody(doc('By {site.nmae}.'), { values })).rejects.toThrow(
      /content\/test\.mdx: [\s\S]*\{site\.nmae\} names no text/,
    );
  });

  it('runs no code: imports, exports, expressions and attribute code are refused or dropped', async () => {
    await expect(renderBody(doc('{process.exit(1)}'))).rejects.toThrow(/names no text/);
    await expect(
      renderBody(doc('<Callout title={process.exit(1)}>x</Callout>'), {
        components: { Callout: () => null },
      }),
    ).rejects.toThrow(/attribute values must be plain text/);
    const { container } = render(
      await renderBody(doc("import fs from 'node:fs'\nexport const x = 1\n\nText")),
    );
    expect(container.innerHTML).toBe('<p>Text</p>');
  });
});
