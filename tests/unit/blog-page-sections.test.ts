// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layOutHiddenPages, pageNumberOf, showOnlyPage } from '@/components/blog/page-sections';

/** A list like /blogs: its pages as sections, each with a heading, a card and a pager. */
function list(pages: number) {
  const element = document.createElement('div');
  element.innerHTML = Array.from(
    { length: pages },
    (_, i) =>
      `<section id="blog-page-${i + 1}"><h2>Page ${i + 1}</h2><ul><li><article>Post</article></li></ul><nav><a href="#">Next</a></nav></section>`,
  ).join('');
  document.body.append(element);
  return element;
}

const hiddenOf = (element: HTMLElement) =>
  [...element.querySelectorAll('section')].map((s) => s.getAttribute('hidden'));

/** A browser that knows `hidden="until-found"` (jsdom does not): it has `onbeforematch`. */
function knowingUntilFound() {
  Object.defineProperty(HTMLElement.prototype, 'onbeforematch', {
    configurable: true,
    value: null,
    writable: true,
  });
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as { onbeforematch?: unknown }).onbeforematch;
});

describe('showOnlyPage', () => {
  beforeEach(knowingUntilFound);

  it('shows the page named and makes every other one hidden until found', () => {
    const element = list(3);
    showOnlyPage(element, 2);
    expect(hiddenOf(element)).toEqual(['until-found', null, 'until-found']);
    showOnlyPage(element, 1);
    expect(hiddenOf(element)).toEqual([null, 'until-found', 'until-found']);
  });

  it('leaves a page that is already hidden untouched, so nothing about it is restyled', () => {
    const element = list(3);
    showOnlyPage(element, 1);
    const observer = new MutationObserver(() => {});
    observer.observe(element, { attributes: true, subtree: true });
    showOnlyPage(element, 2);
    const changed = observer.takeRecords().map((r) => (r.target as Element).id);
    expect(changed.sort()).toEqual(['blog-page-1', 'blog-page-2']);
  });
});

describe('showOnlyPage, in a browser without `hidden="until-found"`', () => {
  it('hides the other pages with the plain `hidden`, which the list’s CSS never shows', () => {
    const element = list(3);
    showOnlyPage(element, 2);
    expect(hiddenOf(element)).toEqual(['', null, '']);
  });
});

describe('pageNumberOf', () => {
  it('numbers the list’s own sections from 1, and nothing else', () => {
    const element = list(2);
    const [first, second] = element.querySelectorAll('section');
    expect(pageNumberOf(element, first ?? null)).toBe(1);
    expect(pageNumberOf(element, second ?? null)).toBe(2);
    expect(pageNumberOf(element, element.querySelector('article'))).toBeNull();
    expect(pageNumberOf(element, document.createElement('section'))).toBeNull();
    expect(pageNumberOf(element, null)).toBeNull();
  });
});

describe('layOutHiddenPages', () => {
  it('leaves pages hidden with the plain `hidden` alone: they have no layout to keep', () => {
    const element = list(3);
    showOnlyPage(element, 1);
    const boxOf = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    layOutHiddenPages(element);
    expect(boxOf).not.toHaveBeenCalled();
  });

  it('asks once for the box of the last element of each hidden page, never of the page on show', () => {
    knowingUntilFound();
    const element = list(3);
    showOnlyPage(element, 1);
    const asked: Element[] = [];
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      asked.push(this);
      return new DOMRect();
    });
    layOutHiddenPages(element);
    layOutHiddenPages(element);
    const lastLinks = [...element.querySelectorAll('nav a')].slice(1);
    expect(asked).toEqual(lastLinks);
  });
});
