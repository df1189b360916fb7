// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogList } from '@/components/blog/blog-list';
import { Pagination } from '@/components/blog/pagination';
import { articles, toPost } from '@/lib/server/content/articles';
import { stubMatchMedia } from '../support/match-media';

const posts = articles().map(toPost);

function renderPagination(page: number, pageCount: number) {
  const onPageChange = vi.fn();
  render(
    <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} label="Blog pages" />,
  );
  return { onPageChange, nav: screen.getByRole('navigation', { name: 'Blog pages' }) };
}

describe('Pagination', () => {
  it('disables Prev on the first page and marks page 1 as current', () => {
    const { nav } = renderPagination(1, 2);
    expect(within(nav).getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('disables Next on the last page and marks it as current', () => {
    const { nav } = renderPagination(2, 2);
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Prev' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows no page number buttons when there is only one page', () => {
    const { nav } = renderPagination(1, 1);
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Prev', 'Next']);
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks for the chosen page', async () => {
    const { nav, onPageChange } = renderPagination(1, 3);
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });
});

describe('BlogList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows six posts on page 1 and the seventh on page 2, then moves focus to the list', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    stubMatchMedia();
    render(<BlogList posts={posts} />);
    expect(screen.getAllByRole('article')).toHaveLength(6);
    const firstPage = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const secondPage = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(secondPage).toHaveLength(1);
    expect([...firstPage, ...secondPage].sort()).toEqual(posts.map((p) => p.title).sort());
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('page 2 of 2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('links each card once, named by its title, to the article with its id', () => {
    render(<BlogList posts={posts} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(6);
    for (const link of links) {
      const post = posts.find((p) => p.title === link.textContent);
      expect(link).toHaveAttribute('href', `/blog/${post?.id}`);
    }
  });
});
