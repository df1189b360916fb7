// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogList } from '@/components/blog/blog-list';
import { cardIcons } from '@/components/blog/card-icons';
import { PostCardGrid } from '@/components/blog/post-card';
import { shuffle } from '@/lib/blog';
import { BLOG_SHUFFLE_SCRIPT, shuffledOnScreen } from '@/lib/blog-shuffle';
import { articles, toPost } from '@/lib/server/content/articles';
import { stubMatchMedia } from '../support/match-media';

// The real grid, watched: hydration should render no card again.
vi.mock('@/components/blog/post-card', async (load) => {
  const real = await load<typeof import('@/components/blog/post-card')>();
  return { ...real, PostCardGrid: vi.fn(real.PostCardGrid) };
});

// A new list for each test: the hook keeps one order per list.
let posts = articles().map(toPost);
const titles = () => [...document.querySelectorAll('article h3')].map((h) => h.textContent);
const images = () =>
  [...document.querySelectorAll('section > ul > li img')].map((img) => ({
    src: img.getAttribute('src'),
    loading: img.getAttribute('loading'),
    fetchpriority: img.getAttribute('fetchpriority'),
  }));

/** A random() that plays back `values`, then stays at 0.5. */
const playing = (values: number[]) => () => values.shift() ?? 0.5;

/** The page as served: the list's HTML, then its inline script, run as the parser would. */
function serve() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<BlogList posts={posts} icons={cardIcons(posts)} />);
  document.body.append(container);
  new Function(BLOG_SHUFFLE_SCRIPT)();
  return container;
}

describe('the blog list shuffled by its inline script', () => {
  beforeEach(() => {
    posts = articles().map(toPost);
    (globalThis as { __blogListOrder?: unknown }).__blogListOrder = undefined;
    stubMatchMedia();
    Element.prototype.scrollIntoView = vi.fn();
    history.replaceState(null, '', '/blogs');
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('moves the cards into the order shuffle() gives for the same random numbers', () => {
    const values = [0.1, 0.9, 0.4, 0.7, 0.2, 0.6];
    vi.spyOn(Math, 'random').mockImplementation(playing([...values]));
    serve();
    const expected = shuffle(posts, playing([...values])).map((p) => p.title);
    expect(titles()).toEqual(expected);
    expect(expected).not.toEqual(posts.map((p) => p.title));
    // Six cells on page 1, one on page 2, as served.
    expect(
      [...document.querySelectorAll('section')].map((s) => s.querySelectorAll('li article').length),
    ).toEqual([6, 1]);
  });

  it('keeps each cell’s way of loading its image, whichever card lands in it', () => {
    const served = (() => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<BlogList posts={posts} icons={cardIcons(posts)} />);
      return [...container.querySelectorAll('section > ul > li img')].map((img) => ({
        loading: img.getAttribute('loading'),
        fetchpriority: img.getAttribute('fetchpriority'),
      }));
    })();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    serve();
    expect(images().map(({ loading, fetchpriority }) => ({ loading, fetchpriority }))).toEqual(
      served,
    );
    // Rotated one place: the second post's image now leads, loaded first.
    expect(images()[0]).toEqual({ src: posts[1]?.image, loading: 'eager', fetchpriority: 'high' });
  });

  it('hydrates in the order on screen without rendering a card again, and leaves it', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const container = serve();
    const onScreen = titles();
    vi.mocked(PostCardGrid).mockClear();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <BlogList posts={posts} icons={cardIcons(posts)} />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(titles()).toEqual(onScreen);
    // One render per page, the hydration's; none after it.
    expect(PostCardGrid).toHaveBeenCalledTimes(2);
    expect(errors).not.toHaveBeenCalled();
  });

  it('is shuffled right after hydration where the script did not run', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BlogList posts={posts} icons={cardIcons(posts)} />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <BlogList posts={posts} icons={cardIcons(posts)} />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(titles()).toEqual(shuffle(posts, () => 0).map((p) => p.title));
  });
});

describe('shuffledOnScreen', () => {
  const items = ['a', 'b', 'c'];
  const leave = (order: unknown) =>
    ((globalThis as { __blogListOrder?: unknown }).__blogListOrder = order);

  it('reads the order the script left, once', () => {
    leave([2, 0, 1]);
    expect(shuffledOnScreen(items)).toEqual(['c', 'a', 'b']);
    expect(shuffledOnScreen(items)).toBeNull();
  });

  it('ignores an order that is not a permutation of the list', () => {
    for (const order of [[0, 1], [0, 0, 1], [0, 1, 3], [0, 1, 1.5], 'nope', undefined]) {
      leave(order);
      expect(shuffledOnScreen(items)).toBeNull();
    }
  });
});
