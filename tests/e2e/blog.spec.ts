import { expect, test, type Page } from './support/test';
import { loadedWidth } from './support/images';
import { axeViolations } from './support/axe';
import { fullyWorking, holdScripts, isFullyWorking } from './support/held';
import { articles, toPost } from '@/lib/server/content/articles';

const posts = articles().map(toPost);

function cards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

function pager(page: Page) {
  return page.getByRole('navigation', { name: 'Blog pages' });
}

async function cardLinks(page: Page) {
  return cards(page)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => ({ title: a.textContent ?? '', href: a.getAttribute('href') ?? '' })),
    );
}

test.describe('/blogs', () => {
  test("shows each card's own picture, all from one file asked for once", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/images/blog/')) asked.push(pathname);
    });
    await page.goto('/blogs');
    const images = cards(page).locator('img');
    await expect(images).toHaveCount(6);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => loadedWidth(image)).toBe(800);
    }
    expect(asked).toEqual(['/images/blog/cards.svg']);
    // Where each card's frame is over the file, as the browser places it (`object-fit: cover` and
    // the card's `object-position`): inside one picture's row of the file, and that row draws what
    // its article's own file draws, not another article's picture.
    const shown = await cards(page).evaluateAll((articles) =>
      articles.map((card) => {
        const img = card.querySelector('img')!;
        const { width, height } = img.getBoundingClientRect();
        const [x, y] = getComputedStyle(img).objectPosition.split(' ').map(parseFloat);
        return {
          href: card.querySelector('a')!.getAttribute('href')!,
          src: img.currentSrc,
          fit: getComputedStyle(img).objectFit,
          frame: { width, height },
          position: { x: x! / 100, y: y! / 100 },
        };
      }),
    );
    const compare = (card: (typeof shown)[number], own: string) =>
      page.evaluate(
        async ({ card, own }) => {
          const loaded = async (src: string) => {
            const img = new Image();
            img.src = src;
            await img.decode();
            return img;
          };
          const [sheet, picture] = [await loaded(card.src), await loaded(own)];
          // The frame over the file, in the file's own units.
          const scale = Math.max(
            card.frame.width / sheet.naturalWidth,
            card.frame.height / sheet.naturalHeight,
          );
          const top = ((sheet.naturalHeight * scale - card.frame.height) * card.position.y) / scale;
          const bottom = top + card.frame.height / scale;
          const rowHeight = (sheet.naturalWidth * picture.naturalHeight) / picture.naturalWidth;
          const row = Math.floor((top + bottom) / 2 / rowHeight);
          const inRow = top >= row * rowHeight - 0.5 && bottom <= (row + 1) * rowHeight + 0.5;
          const canvas = new OffscreenCanvas(400, 225);
          const context = canvas.getContext('2d')!;
          context.drawImage(
            sheet,
            0,
            row * rowHeight,
            sheet.naturalWidth,
            rowHeight,
            0,
            0,
            400,
            225,
          );
          const x = context.getImageData(0, 0, 400, 225).data;
          context.clearRect(0, 0, 400, 225);
          context.drawImage(picture, 0, 0, 400, 225);
          const y = context.getImageData(0, 0, 400, 225).data;
          let apart = 0;
          for (let i = 0; i < x.length; i += 4)
            if ([0, 1, 2, 3].some((c) => Math.abs(x[i + c]! - y[i + c]!) > 24)) apart++;
          return { inRow, apart: apart / (x.length / 4) };
        },
        { card, own },
      );
    const ownFile = (href: string) =>
      articles().find((a) => `/blog/${a.data.id}` === href)!.data.image;
    for (const [index, card] of shown.entries()) {
      expect(card.fit, card.href).toBe('cover');
      const own = await compare(card, ownFile(card.href));
      expect(own.inRow, card.href).toBe(true);
      expect(own.apart, card.href).toBeLessThan(0.01);
      const other = shown[(index + 1) % shown.length]!;
      expect((await compare(card, ownFile(other.href))).apart, card.href).toBeGreaterThan(0.1);
    }
  });

  test('shows six cards on page 1 and the seventh on page 2, with Prev and Next', async ({
    page,
  }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blogs' })).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    // Each card is one link, named by its title and its "Read More".
    await expect(cards(page).getByRole('link', { name: /Read More$/ })).toHaveCount(6);
    const first = cards(page).first();
    const title = await first.getByRole('heading').textContent();
    await expect(first.getByRole('link')).toHaveAccessibleName(`${title} Read More`);
    await expect(pager(page).getByRole('button', { name: 'Prev' })).toBeDisabled();
    await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\/blogs#blog-page-2$/);
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Keyboard and screen reader users land on the new page, whose list is in view.
    await expect(page.getByRole('heading', { name: 'Articles, page 2 of 2' })).toBeFocused();
    await expect(cards(page).first()).toBeInViewport();

    await pager(page).getByRole('link', { name: 'Prev' }).click();
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Articles, page 1 of 2' })).toBeFocused();
  });

  test('serves every post in list order in the static HTML, each page a section', async ({
    request,
  }) => {
    const html = await (await request.get('/blogs')).text();
    const ids = [...html.matchAll(/href="\/blog\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids).toEqual(posts.map((p) => p.id));
    expect([...html.matchAll(/<section id="(blog-page-\d)"/g)].map((m) => m[1])).toEqual([
      'blog-page-1',
      'blog-page-2',
    ]);
  });

  test('shuffles the list once after hydration, without hydration errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    // With random() always 0, Fisher–Yates rotates the list one place to the left.
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    await page.goto('/blogs');
    const rotated = [...posts.slice(1), ...posts.slice(0, 1)].map((p) => p.title);
    await expect(cards(page).getByRole('heading')).toHaveText(rotated.slice(0, 6));
    await pager(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(cards(page).getByRole('heading')).toHaveText(rotated.slice(6));
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
  });

  test('is shuffled before its scripts arrive, and keeps that order and its images when they do', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    // React reports a hydration that failed as an uncaught error.
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    const { release } = await holdScripts(page);
    await page.goto('/blogs', { waitUntil: 'commit' });
    const rotated = [...posts.slice(1), ...posts.slice(0, 1)];
    await expect(cards(page).getByRole('heading')).toHaveText(
      rotated.slice(0, 6).map((p) => p.title),
    );
    expect(await isFullyWorking(page)).toBe(false);
    // The first cell's image still loads first, now the card that landed there.
    const firstImage = cards(page).first().locator('img');
    await expect(firstImage).toHaveAttribute('src', rotated[0]?.image ?? '');
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    const shown = await cardLinks(page);

    await release();
    await fullyWorking(page);
    await page.waitForTimeout(300);
    expect(await cardLinks(page)).toEqual(shown);
    expect(errors).toEqual([]);
  });

  test('is in its shuffled order by the time the page is fully working', async ({ page }) => {
    // A later reorder could change the cards' heights and move the pager from under a tap aimed
    // at it. The first title is read in the first task after the page marks itself fully working.
    await page.addInitScript(() => {
      Math.random = () => 0;
      const mark = performance.mark.bind(performance);
      performance.mark = (name: string, options?: PerformanceMarkOptions) => {
        if (name === 'fully-working')
          setTimeout(() => {
            const title = document.querySelector('#blog-page-1 article h3');
            document.documentElement.dataset.firstTitleWhenWorking = title?.textContent ?? '';
          });
        return mark(name, options);
      };
    });
    await page.goto('/blogs');
    const read = () => page.locator('html').getAttribute('data-first-title-when-working');
    // With random() always 0 the shuffle rotates the list one place: the second post leads.
    await expect.poll(read).toBe(posts[1]?.title);
  });

  test('each card links to its own article', async ({ page }) => {
    // Each article's page shows that title as its heading: see the per-article tests below.
    await page.goto('/blogs');
    await expect(cards(page)).toHaveCount(6);
    const found = await cardLinks(page);
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(cards(page)).toHaveCount(1);
    found.push(...(await cardLinks(page)));
    const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);
    expect(found.sort(byTitle)).toEqual(
      posts.map((p) => ({ title: p.title, href: `/blog/${p.id}` })).sort(byTitle),
    );
  });

  test('Back and Forward move between the pages, and the page chosen is there on the way back from an article', async ({
    page,
  }) => {
    test.slow(); // four client-side navigations on a shared, busy machine
    await page.goto('/blogs');
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(cards(page)).toHaveCount(1);
    // The page is shown at the tap, and its history entry added after the frame that shows it.
    await expect(page).toHaveURL(/\/blogs#blog-page-2$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(cards(page)).toHaveCount(6);
    await page.goForward();
    await expect(cards(page)).toHaveCount(1);

    // Into an article by client-side navigation, and back.
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await cards(page).getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/\d$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blogs#blog-page-2$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // And to /blogs again by a link: the first page.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(cards(page)).toHaveCount(6);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
      true,
    );
  });

  test('has no accessibility violations on page 2', async ({ page }) => {
    test.slow(); // axe on a shared, busy machine
    await page.goto('/blogs#blog-page-2');
    await expect(cards(page)).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('hides the other pages until found, and shows the page find in page reveals in place of the one before', async ({
    page,
  }) => {
    await page.goto('/blogs');
    await fullyWorking(page);
    const second = page.locator('#blog-page-2');
    await expect(second).toHaveAttribute('hidden', 'until-found');
    await expect(page.locator('#blog-page-1')).not.toHaveAttribute('hidden');
    await expect(cards(page)).toHaveCount(6);
    const entries = await page.evaluate(() => history.length);

    // What the browser does when find in page matches text on a hidden page: `beforematch` on
    // the page, then the page's `hidden` attribute removed, then a scroll to the match.
    await second.evaluate((section) => {
      section.dispatchEvent(new Event('beforematch', { bubbles: true }));
      section.removeAttribute('hidden');
    });
    await expect(cards(page)).toHaveCount(1);
    await expect(page.locator('#blog-page-1')).toHaveAttribute('hidden', 'until-found');
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveURL(/\/blogs#blog-page-2$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // The browser shows the match; focus stays where the visitor left it.
    await expect(page.getByRole('heading', { name: 'Articles, page 2 of 2' })).not.toBeFocused();

    await pager(page).getByRole('link', { name: 'Prev' }).click();
    await expect(cards(page)).toHaveCount(6);
    await expect(second).toHaveAttribute('hidden', 'until-found');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 915 } });

    test('lays out the other pages once the visitor nears the pager, not before', async ({
      page,
    }) => {
      // Notes each box asked for inside a hidden page: how the list lays such a page out.
      await page.addInitScript(() => {
        const asked: string[] = [];
        (window as unknown as { askedInHidden: string[] }).askedInHidden = asked;
        const boxOf = Element.prototype.getBoundingClientRect;
        Element.prototype.getBoundingClientRect = function (this: Element) {
          const hidden = this.parentElement?.closest('section[hidden]');
          if (hidden) asked.push(hidden.id);
          return boxOf.call(this);
        };
      });
      const asked = () =>
        page.evaluate(() => (window as unknown as { askedInHidden: string[] }).askedInHidden);
      await page.goto('/blogs');
      await fullyWorking(page);
      await page.waitForTimeout(500);
      expect(await asked()).toEqual([]);

      await pager(page).getByRole('link', { name: 'Page 2' }).scrollIntoViewIfNeeded();
      await expect.poll(asked).toEqual(['blog-page-2']);
    });
  });
});

test.describe('/blogs with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('goes to page 2 and back, by its links and by the Back button', async ({ page }) => {
    await page.goto('/blogs');
    await expect(cards(page)).toHaveCount(6);
    await expect(pager(page).getByRole('button', { name: 'Prev' })).toBeDisabled();
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await pager(page).getByRole('link', { name: 'Page 1' }).click();
    await expect(cards(page)).toHaveCount(6);
    await page.goBack();
    await expect(cards(page)).toHaveCount(1);
  });
});

test.describe('/blogs before its scripts have arrived', () => {
  test('goes to page 2 and back, and the page chosen stays when the scripts arrive, in the same place', async ({
    page,
  }) => {
    const { release } = await holdScripts(page);
    await page.goto('/blogs', { waitUntil: 'commit' });
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(cards(page)).toHaveCount(1);
    await pager(page).getByRole('link', { name: 'Prev' }).click();
    await expect(cards(page)).toHaveCount(6);
    await pager(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(cards(page)).toHaveCount(1);
    expect(await isFullyWorking(page)).toBe(false);
    // The stylesheet after the first screen is not held: once it applies, the browser keeps the
    // chosen page at the top of the window (the layout above it changes). Measured after that.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[data-precedence="later"]')].some(
        (link) => link.sheet !== null,
      ),
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const cell = async () => {
      const box = await cards(page).first().boundingBox();
      return box && { x: box.x, y: box.y, width: box.width };
    };
    const before = await cell();
    const scrolled = await page.evaluate(() => window.scrollY);

    await release();
    await fullyWorking(page);
    await page.waitForFunction(() => performance.getEntriesByName('fully-working').length > 0);
    await expect(page.locator('[data-enhanced]')).toHaveCount(1);
    await expect(cards(page)).toHaveCount(1);
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Nothing moved: not the card's cell (the shuffle may give it another post), not the scroll.
    expect(await cell()).toEqual(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await pager(page).getByRole('link', { name: 'Prev' }).click();
    await expect(cards(page)).toHaveCount(6);
  });
});

test.describe('articles', () => {
  test('/blog/8 and other unknown ids are 404s', async ({ request }) => {
    expect((await request.get('/blog/8')).status()).toBe(404);
    expect((await request.get('/blog/0')).status()).toBe(404);
  });

  for (const { id, title } of posts) {
    test(`/blog/${id} has its title, date, reading time, back link, related posts, CTA and JSON-LD`, async ({
      page,
    }) => {
      const response = await page.goto(`/blog/${id}`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(main.locator('time[datetime]').first()).toHaveText(
        /^\d{1,2} [A-Z][a-z]+ 20\d\d$/,
      );
      await expect(main.getByText(/^\d+ min read$/)).toBeVisible();
      await expect(main.getByRole('link', { name: 'Back to all articles' })).toHaveAttribute(
        'href',
        '/blogs',
      );
      await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();

      const related = page.getByRole('region', { name: 'Related articles' }).getByRole('article');
      expect(await related.count()).toBeGreaterThanOrEqual(2);
      expect(await related.count()).toBeLessThanOrEqual(3);

      const toc = main.getByRole('navigation', { name: 'In this article' }).getByRole('link');
      for (const href of await toc.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        await expect(main.locator(`h2${href}`)).toHaveCount(1);
      }

      const cta = main.locator('a[href^="/contact?subject="]');
      await expect(cta).toHaveCount(1);

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = blocks
        .map((text) => JSON.parse(text) as unknown)
        .flat()
        .map((item) => (item as { '@type'?: string })['@type']);
      expect(types).toContain('BlogPosting');
      expect(types).toContain('BreadcrumbList');
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 915 } });

    /** The article's `##` headings, as its contents list names them (hidden on a phone). */
    async function partHeadings(page: Page) {
      const hrefs = await page
        .getByRole('navigation', { name: 'In this article', includeHidden: true })
        .getByRole('link', { includeHidden: true })
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(2);
      return hrefs.map((href) => page.locator(`main h2[id="${href.slice(1)}"]`));
    }

    test('leaves the parts below the first screen for later, and a link to one lands on it', async ({
      page,
    }) => {
      await page.goto('/blog/1');
      const last = (await partHeadings(page)).at(-1)!;
      // Skipped by the browser (content-visibility) until the reader nears it, yet in the page:
      // read by find in page and by assistive technology.
      const drawn = () => last.evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true }));
      expect(await drawn()).toBe(false);
      await expect(last).toHaveCount(1);

      await page.goto(`/blog/1#${await last.getAttribute('id')}`);
      await expect(last).toBeInViewport();
      expect(await drawn()).toBe(true);
    });

    for (const { id } of posts)
      test(`/blog/${id} keeps a heading's gap before each part, whatever ends the part before`, async ({
        page,
      }) => {
        await page.goto(`/blog/${id}`);
        for (const heading of await partHeadings(page)) {
          await heading.scrollIntoViewIfNeeded();
          // From the bottom of the last thing drawn before the part (a paragraph, a list's last
          // item, a call-out) to its heading: the heading's own gap, 4rem, as in flowing text.
          const gap = await heading.evaluate((h) => {
            let before = h.parentElement?.previousElementSibling ?? null;
            while (before && ['SECTION', 'UL', 'OL'].includes(before.tagName))
              before = before.lastElementChild;
            return h.getBoundingClientRect().top - (before?.getBoundingClientRect().bottom ?? 0);
          });
          expect(gap, (await heading.textContent()) ?? undefined).toBeCloseTo(64, 0);
        }
      });
  });

  test('BlogPosting names the article, its dates and absolute URLs', async ({ page }) => {
    await page.goto('/blog/5');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((text) => JSON.parse(text) as Record<string, unknown>[]);
    const posting = items.find((item) => item['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'Security First',
      author: { '@type': 'Organization' },
      publisher: { '@type': 'Organization' },
    });
    expect(String(posting?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(posting?.image)).toMatch(/^https?:\/\/.+\/images\/blog\/security-first\.svg$/);
    const ogType = await page.locator('meta[property="og:type"]').getAttribute('content');
    expect(ogType).toBe('article');
  });
});
