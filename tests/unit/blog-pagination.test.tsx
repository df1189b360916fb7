// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogList } from '@/components/blog/blog-list';
import { cardIcons } from '@/components/blog/card-icons';
import { Pagination } from '@/components/blog/pagination';
import { PostCardGrid } from '@/components/blog/post-card';
import { articles, toPost } from '@/lib/server/content/articles';
import { stubMatchMedia } from '../support/match-media';

// The real grid, watched: a page shown or hidden should render no card again.
vi.mock('@/components/blog/post-card', async (load) => {
  const real = await load<typeof import('@/components/blog/post-card')>();
  return { ...real, PostCardGrid: vi.fn(real.PostCardGrid) };
});

const posts = articles().map(toPost);
const icons = cardIcons(posts);
const pager = { hrefFor: (page: number) => `#page-${page}`, label: 'Blog pages', chevrons: icons };

function renderPagination(page: number, pageCount: number) {
  render(<Pagination page={page} pageCount={pageCount} {...pager} />);
  return screen.getByRole('navigation', { name: 'Blog pages' });
}

describe('Pagination', () => {
  it('on the first page: Prev is a disabled button, Next and the page numbers link to their pages, page 1 is current', () => {
    const nav = renderPagination(1, 2);
    expect(within(nav).getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '#page-2');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '#page-2');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('on the last page: Next is a disabled button, Prev links back, the last page is current', () => {
    const nav = renderPagination(2, 2);
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(nav).getByRole('link', { name: 'Prev' })).toHaveAttribute('href', '#page-1');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows no page numbers when there is only one page, and neither step leads anywhere', () => {
    const nav = renderPagination(1, 1);
    expect(within(nav).queryAllByRole('link')).toEqual([]);
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => [b.textContent, (b as HTMLButtonElement).disabled]),
    ).toEqual([
      ['Prev', true],
      ['Next', true],
    ]);
  });

  it('links a middle page to both neighbours', () => {
    const nav = renderPagination(2, 3);
    expect(within(nav).getByRole('link', { name: 'Prev' })).toHaveAttribute('href', '#page-1');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '#page-3');
    expect(within(nav).queryAllByRole('button')).toEqual([]);
  });
});

describe('BlogList', () => {
  beforeEach(() => {
    stubMatchMedia();
    Element.prototype.scrollIntoView = vi.fn();
    history.replaceState(null, '', '/blogs');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const sections = () => [...document.querySelectorAll('section')];
  /** Goes through history, then lets the browser's events and React's updates run. */
  const traverse = (go: () => void) =>
    act(async () => {
      go();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  const shownTitles = () =>
    screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');

  it('serves every page in the HTML, each a section with its id, heading and pager, and leaves the choice to CSS', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<BlogList posts={posts} icons={icons} />);
    const served = [...page.querySelectorAll('section')];
    expect(served.map((s) => s.id)).toEqual(['blog-page-1', 'blog-page-2']);
    expect(served.map((s) => s.querySelectorAll('article').length)).toEqual([6, 1]);
    expect(served.map((s) => s.querySelector('h2')?.textContent)).toEqual([
      'Articles, page 1 of 2',
      'Articles, page 2 of 2',
    ]);
    // In list order (the shuffle waits for hydration), no page hidden by the HTML itself.
    expect([...page.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(
      posts.map((p) => p.title),
    );
    expect(page.querySelector('[hidden]')).toBeNull();
    expect(page.querySelector('[data-enhanced]')).toBeNull();
    // The first row's images load at once; page 2's wait until it shows.
    expect([...page.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
  });

  it('once hydrated, shows the page the address names and hides the other', () => {
    history.replaceState(null, '', '/blogs#blog-page-2');
    render(<BlogList posts={posts} icons={icons} />);
    expect(sections().map((s) => s.hidden)).toEqual([true, false]);
    expect(shownTitles()).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Blog pages' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows six posts on page 1 and the seventh on page 2, then moves focus to the page and scrolls to it', async () => {
    const user = userEvent.setup();
    render(<BlogList posts={posts} icons={icons} />);
    expect(sections().map((s) => s.hidden)).toEqual([false, true]);
    const firstPage = shownTitles();
    expect(firstPage).toHaveLength(6);

    // Through pushState, which the router patches to keep its own state in the new entry; after
    // the frame that shows the new page.
    const push = history.pushState.bind(history);
    const shownAtPush: boolean[][] = [];
    const pushState = vi.spyOn(history, 'pushState').mockImplementation((...args) => {
      shownAtPush.push(sections().map((s) => !s.hidden));
      push(...args);
    });
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(pushState).toHaveBeenCalledWith(null, '', '#blog-page-2'));
    expect(shownAtPush).toEqual([[false, true]]);
    expect(location.hash).toBe('#blog-page-2');
    await traverse(() => undefined); // hashchange comes in a task of its own
    const secondPage = shownTitles();
    expect(secondPage).toHaveLength(1);
    expect([...firstPage, ...secondPage].sort()).toEqual(posts.map((p) => p.title).sort());
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // After the frame that shows the page.
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 2, name: 'Articles, page 2 of 2' }),
      ).toHaveFocus(),
    );
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('renders no card again when a pager link shows another page', async () => {
    const user = userEvent.setup();
    render(<BlogList posts={posts} icons={icons} />);
    await traverse(() => undefined);
    vi.mocked(PostCardGrid).mockClear();
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await traverse(() => undefined);
    expect(sections().map((s) => s.hidden)).toEqual([true, false]);
    expect(PostCardGrid).not.toHaveBeenCalled();
  });

  it('follows Back and Forward between pages without scrolling, and keeps the page for a fragment that names none', async () => {
    render(<BlogList posts={posts} icons={icons} />);
    await traverse(() => (location.hash = '#blog-page-2'));
    expect(sections().map((s) => s.hidden)).toEqual([true, false]);
    await traverse(() => (location.hash = '#main'));
    expect(sections().map((s) => s.hidden)).toEqual([true, false]);
    await traverse(() => history.back()); // to #blog-page-2
    await traverse(() => history.back()); // to /blogs
    expect(location.hash).toBe('');
    expect(sections().map((s) => s.hidden)).toEqual([false, true]);
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 2, name: 'Articles, page 1 of 2' }),
      ).toHaveFocus(),
    );
    await traverse(() => history.forward());
    expect(sections().map((s) => s.hidden)).toEqual([true, false]);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('shows the first page when the router follows a link to /blogs, leaving focus and scrolling to it', async () => {
    // jsdom has no Navigation API: the part of it the list listens to, as a browser reports a
    // pushState of the router's.
    const navigation = new EventTarget();
    vi.stubGlobal('navigation', navigation);
    history.replaceState(null, '', '/blogs#blog-page-2');
    render(<BlogList posts={posts} icons={icons} />);
    expect(sections().map((s) => s.hidden)).toEqual([true, false]);
    const focused = document.activeElement;
    await traverse(() => {
      history.pushState(null, '', '/blogs');
      navigation.dispatchEvent(
        Object.assign(new Event('currententrychange'), { navigationType: 'push' }),
      );
    });
    expect(sections().map((s) => s.hidden)).toEqual([false, true]);
    expect(document.activeElement).toBe(focused);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('leaves a card’s link to the router: it chooses no page', () => {
    history.replaceState(null, '', '/blogs#blog-page-2');
    render(<BlogList posts={posts} icons={icons} />);
    const pushState = vi.spyOn(history, 'pushState');
    // After the page's own handlers: jsdom cannot leave the page.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    const card = within(sections()[1]!).getAllByRole('link')[0]!;
    expect(card.getAttribute('href')).toMatch(/^\/blog\/\d$/);
    fireEvent.click(card);
    const fragments = pushState.mock.calls.filter(([, , url]) => String(url).includes('#'));
    expect(fragments).toEqual([]);
    expect(sections().map((s) => s.hidden)).toEqual([true, false]);
    document.removeEventListener('click', stay);
  });

  it('links each card once, named by its title and its Read More, to the article with its id', () => {
    render(<BlogList posts={posts} icons={icons} />);
    const links = screen.getAllByRole('link', {
      name: (name) => posts.some((p) => `${p.title} Read More` === name),
    });
    expect(links).toHaveLength(6);
    for (const link of links) {
      const post = posts.find((p) => p.title === link.textContent);
      expect(link).toHaveAttribute('href', `/blog/${post?.id}`);
    }
  });
});
