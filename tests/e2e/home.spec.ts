import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { loadedWidth } from './support/images';
import { axeViolations } from './support/axe';
import { runClockUntilStarted } from './support/held';
import { expectStacked } from './support/stacked';
import { coreValues } from '@/content/values';
import { homeFaq } from '@/content/home-faq';
import { HERO_INTERVAL_MS } from '@/lib/carousel';

const SERVICE_PATHS = [
  '/software-service',
  '/consultancy-solution',
  '/business-automation',
  '/data-management',
  '/technology-solutions',
  '/digital-innovation',
];

test.describe.configure({ timeout: 60_000 });

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const slides = (page: Page) => hero(page).locator('[aria-roledescription="slide"]');
const slideDot = (page: Page, n: number) => page.getByRole('link', { name: `Go to slide ${n}` });

/** Loads the home page, hydrated, on a paused fake clock. */
async function openWithPausedClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await page.clock.pauseAt(Date.now() + 60_000);
}

/** Presses a control without moving focus into its carousel (focus would pause it). */
async function pressWithoutFocus(control: Locator) {
  await control.evaluate((el: HTMLElement) => el.click());
}

/** On a paused clock, moves time on until the page's carousels run. */
async function runUntilWorking(page: Page) {
  await runClockUntilStarted(page);
  await expect(page.locator('button[data-working]')).toHaveCount(2);
}
/** The page's requests for the file of the later slides' artwork, as they are made. */
function laterArtRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/images/hero/slides.svg') seen.push(request.url());
  });
  return seen;
}

/** The page's vertical scroll and the address's fragment. */
/**
 * The home page's first rotation, in the page's own time (no polling from the test, which could
 * miss the order of things on a busy machine): its first paint, its scripts' start (the
 * 'fully-working' mark), the request for the later slides' artwork, and the second slide's dot
 * becoming current. Call it right after `goto`, before the rotation's first move.
 */
function firstAdvance(page: Page) {
  return page.evaluate(async () => {
    const dot = document.querySelector('a[href="#slide-2"]')!;
    const advanced = new Promise<number>((resolve) =>
      new MutationObserver(() => {
        if (dot.getAttribute('aria-current') === 'true') resolve(performance.now());
      }).observe(dot, { attributes: true }),
    );
    const when = (find: () => number | undefined) =>
      new Promise<number>((resolve) => {
        const look = () => {
          const at = find();
          if (at === undefined) setTimeout(look, 20);
          else resolve(at);
        };
        look();
      });
    const art = when(
      () =>
        performance
          .getEntriesByType('resource')
          .find((entry) => new URL(entry.name).pathname === '/images/hero/slides.svg')?.startTime,
    );
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      working: await when(() => performance.getEntriesByName('fully-working')[0]?.startTime),
      art: await art,
      advanced: await advanced,
    };
  });
}
const placeAndHash = (page: Page) => page.evaluate(() => [window.scrollY, window.location.hash]);

test.describe('home page static HTML', () => {
  test('has the first slide, its high-priority image asked for by the response, and the final stats', async ({
    request,
  }) => {
    const response = await request.get('/');
    const html = await response.text();
    const images = html.match(/<img[^>]*src="\/images\/hero\/[^"]+"[^>]*>/g) ?? [];
    expect(images).toHaveLength(5);
    const [first, ...others] = images;
    expect(first).toContain('src="/images/hero/slide-1.svg"');
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain('loading="eager"');
    expect(first).toMatch(/width="1600"/);
    expect(first).toMatch(/height="900"/);
    for (const img of others) expect(img).toContain('loading="lazy"');
    // The later slides' artwork waits in noscript blocks: markup only without scripts.
    expect(
      html.match(/<noscript><img[^>]*src="\/images\/hero\/slides\.svg#slide-\d"/g),
    ).toHaveLength(4);
    // The response's Link header asks for the first slide's picture before the HTML is parsed;
    // the head does not ask again.
    expect(response.headers()['link']).toBe(
      '</images/hero/slide-1.svg>; rel=preload; as=image; fetchpriority=high',
    );
    expect(html).not.toMatch(/<link[^>]*rel="preload"[^>]*as="image"/);

    const text = html.replace(/<[^>]+>/g, '');
    for (const stat of ['7+', '12+', '10+', '3+']) expect(text).toContain(stat);
  });

  test('has every slide usable and every dot a link to its slide, before any script', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const slideTags = html.match(/<div[^>]*aria-roledescription="slide"[^>]*>/g) ?? [];
    expect(slideTags).toHaveLength(5);
    for (const tag of slideTags) expect(tag).not.toContain('inert');
    for (let n = 1; n <= 5; n++) {
      expect(html).toContain(`id="slide-${n}"`);
      expect(html).toMatch(new RegExp(`<a href="#slide-${n}"[^>]*>Go to slide ${n}</a>`));
    }
    // The pause buttons are there, keeping their place, but shown only once a script runs them.
    for (const name of ['Pause slideshow', 'Pause core values'])
      expect(html).toMatch(new RegExp(`<button[^>]*aria-label="${name}"(?![^>]*data-working)`));
  });
});

test.describe('hero carousel', () => {
  test('has five slides with dots named by slide number', async ({ page }) => {
    await page.goto('/');
    await expect(slides(page)).toHaveCount(5);
    for (let n = 1; n <= 5; n++) await expect(slideDot(page, n)).toBeVisible();
    await expect(hero(page).locator('a[aria-current="true"]')).toHaveCount(1);
    await expect(slideDot(page, 1)).toHaveAttribute('aria-current', 'true');
  });

  test('shows each slide with its own artwork, the later ones as views of one shared file', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const sources: string[] = [];
    for (let n = 1; n <= 5; n++) {
      await slideDot(page, n).click();
      const image = slides(page)
        .nth(n - 1)
        .locator('img');
      await expect(image).toBeInViewport({ ratio: 0.5 });
      // Loaded (a broken image hides itself).
      await expect.poll(() => loadedWidth(image)).toBe(1600);
      await expect(image).toBeVisible();
      sources.push((await image.getAttribute('src')) ?? '');
    }
    expect(new Set(sources).size).toBe(5);
    // One request for the four later slides' file.
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/images/hero/')),
    );
    expect(files.sort()).toEqual(['/images/hero/slide-1.svg', '/images/hero/slides.svg']);
  });

  test('one GET STARTED, over every slide, opens the contact form with a get-started subject', async ({
    page,
  }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'GET STARTED', includeHidden: true });
    await expect(link).toHaveCount(1);
    await slideDot(page, 3).click();
    await expect(hero(page).locator('[aria-roledescription="slide"]').nth(2)).toBeInViewport({
      ratio: 0.9,
    });
    await expect(link).toBeInViewport();
    await link.click();
    await expect(page).toHaveURL(/\/contact\?subject=\w/);
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(/\w{3,}/);
  });

  test('a dot shows its slide without moving the page or changing the address, and only the shown slide can be reached', async ({
    page,
  }) => {
    test.slow(); // a page in motion, on a shared, busy machine
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 100));
    await slideDot(page, 3).click();
    await expect(slideDot(page, 3)).toHaveAttribute('aria-current', 'true');
    await expect(slides(page).nth(2)).toBeInViewport({ ratio: 0.8 });
    expect(await placeAndHash(page)).toEqual([100, '']);
    await expect(slides(page).nth(2)).not.toHaveAttribute('inert');
    for (const n of [0, 1, 3, 4]) await expect(slides(page).nth(n)).toHaveAttribute('inert');
    await expect(hero(page).locator('a[aria-current="true"]')).toHaveCount(1);
  });

  test('a dot chosen before the track has moved for the one before wins', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    // Stopped, so that no advance brings the first slide back by itself.
    await pressWithoutFocus(page.getByRole('button', { name: 'Pause slideshow' }));
    // On a busy machine the rotation may have moved on before the pause: start from slide 1.
    if ((await slideDot(page, 1).getAttribute('aria-current')) !== 'true') {
      await pressWithoutFocus(slideDot(page, 1));
    }
    await expect
      .poll(() => hero(page).evaluate((region) => region.querySelector(':scope > div')?.scrollLeft))
      .toBe(0);
    const chosen = await hero(page).evaluate(async (region) => {
      const track = region.querySelector(':scope > div') as HTMLElement;
      region.querySelector<HTMLElement>('a[href="#slide-5"]')?.click();
      await new Promise((resolve) => queueMicrotask(() => resolve(null)));
      // Slide 5 is the one chosen, but its smooth scroll has not moved the track yet.
      const between = [
        track.scrollLeft,
        region.querySelector('a[href="#slide-5"]')?.getAttribute('aria-current'),
      ];
      region.querySelector<HTMLElement>('a[href="#slide-1"]')?.click();
      return between;
    });
    expect(chosen).toEqual([0, 'true']);
    // Long enough for the first dot's smooth scroll to have reached slide 5, had it gone on.
    await page.waitForTimeout(2000);
    await expect(slideDot(page, 1)).toHaveAttribute('aria-current', 'true');
    await expect(slides(page).nth(0)).toBeInViewport({ ratio: 0.9 });
    await expect(slides(page).nth(0)).not.toHaveAttribute('inert');
  });

  test('the current dot follows the track when it is swiped', async ({ page }) => {
    await page.goto('/');
    await slides(page)
      .first()
      .locator('..')
      .evaluate((track) => track.scrollTo({ left: track.clientWidth * 3 }));
    await expect(slideDot(page, 4)).toHaveAttribute('aria-current', 'true');
    await expect(slides(page).nth(3)).not.toHaveAttribute('inert');
    await expect(slides(page).nth(0)).toHaveAttribute('inert');
  });

  test("asks for the later slides' artwork only when the visitor reaches for the carousel, without the rotation", async ({
    page,
  }) => {
    const laterArt = laterArtRequests(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithPausedClock(page);
    await runUntilWorking(page);
    await page.clock.runFor(2 * HERO_INTERVAL_MS);
    expect(laterArt).toEqual([]);
    await expect(slides(page).nth(1).locator('img')).toHaveCount(0);
    await slideDot(page, 3).click();
    await expect.poll(() => loadedWidth(slides(page).nth(2).locator('img'))).toBe(1600);
    expect(laterArt).toHaveLength(1);
  });

  test("asks for the later slides' artwork once the page works, ahead of the rotation's first move", async ({
    page,
  }) => {
    test.slow(); // a real rotation, on a shared, busy machine
    const laterArt = laterArtRequests(page);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const { working, art, advanced } = await firstAdvance(page);
    // Halfway to the second slide: asked for while the first is still shown.
    expect(art).toBeGreaterThan(working);
    expect(art).toBeLessThan(advanced);
    expect(laterArt).toHaveLength(1);
  });

  test('shows the first slide for 6000 ms from the first paint, however late the scripts come', async ({
    page,
  }) => {
    test.slow(); // a real rotation, on a shared, busy machine
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const { paint, working, advanced } = await firstAdvance(page);
    // Never sooner than 6000 ms after the first slide was painted; no later than that, unless
    // the scripts came so late that the rotation leaves half a wait for the next slide.
    expect(advanced - paint).toBeGreaterThanOrEqual(HERO_INTERVAL_MS - 20);
    expect(advanced).toBeLessThanOrEqual(
      Math.max(paint + HERO_INTERVAL_MS, working + HERO_INTERVAL_MS / 2) + 750,
    );
  });

  // Under the paused clock the browser's smooth scrolling may stall: these tests read the dots,
  // which change with the slide the scripts show, and let the clock go before looking at slides.
  test('advances every 6000 ms and wraps from the last slide to the first', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openWithPausedClock(page);
    await pressWithoutFocus(slideDot(page, 4));
    await expect(slideDot(page, 4)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5900);
    await expect(slideDot(page, 4)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(100);
    await expect(slideDot(page, 5)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(6000);
    await expect(slideDot(page, 1)).toHaveAttribute('aria-current', 'true');
    await expect(hero(page).locator('a[aria-current="true"]')).toHaveCount(1);

    await page.clock.resume();
    await expect(slides(page).nth(0)).toBeInViewport({ ratio: 0.9 });
    await expect(slides(page).nth(0)).not.toHaveAttribute('inert');
    expect(await placeAndHash(page)).toEqual([0, '']);
  });

  test('pauses while hovered and while keyboard focus is inside', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openWithPausedClock(page);
    await pressWithoutFocus(slideDot(page, 2));
    await expect(slideDot(page, 2)).toHaveAttribute('aria-current', 'true');
    await hero(page).hover();
    await page.clock.runFor(13_000);
    await expect(slideDot(page, 2)).toHaveAttribute('aria-current', 'true');

    await page.mouse.move(5, 790);
    await slideDot(page, 2).focus();
    await page.clock.runFor(13_000);
    await expect(slideDot(page, 2)).toHaveAttribute('aria-current', 'true');

    await slideDot(page, 2).blur();
    await page.clock.runFor(6000);
    await expect(slideDot(page, 3)).toHaveAttribute('aria-current', 'true');
  });

  test('can be paused for good with the pause button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openWithPausedClock(page);
    await pressWithoutFocus(slideDot(page, 2));
    await pressWithoutFocus(page.getByRole('button', { name: 'Pause slideshow' }));
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(13_000);
    await expect(slideDot(page, 2)).toHaveAttribute('aria-current', 'true');
  });

  test('does not advance, and offers no pause button, under prefers-reduced-motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithPausedClock(page);
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeHidden();
    await page.clock.runFor(20_000);
    await expect(slideDot(page, 1)).toHaveAttribute('aria-current', 'true');
  });

  test('a dot scrolls the track at once under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const track = slides(page).first().locator('..');
    const lefts = await track.evaluate(async (el) => {
      (document.querySelector('a[href="#slide-5"]') as HTMLElement).click();
      const seen = [el.scrollLeft];
      await new Promise(requestAnimationFrame);
      seen.push(el.scrollLeft);
      return seen;
    });
    // No smooth scroll: the track is at the fifth slide in the same task as the click.
    expect(lefts[0]).toBeCloseTo((await track.evaluate((el) => el.clientWidth)) * 4, -1);
    expect(lefts[1]).toBe(lefts[0]);
  });
});

test.describe('service cards carousel', () => {
  test('links the six services, three a page, pages chosen by dots that leave the page and address alone', async ({
    page,
  }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Our services' });
    const links = carousel.getByRole('link', { name: /^(?!Go to page)/ });
    await expect(links).toHaveCount(6);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      SERVICE_PATHS,
    );
    await expect(carousel.getByRole('heading', { level: 3 })).toHaveCount(6);

    await carousel.scrollIntoViewIfNeeded();
    const dots = carousel.getByRole('link', { name: /^Go to page/ });
    await expect(dots).toHaveCount(2);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    const cards = carousel.locator('article');
    for (const i of [0, 1, 2]) await expect(cards.nth(i)).toBeInViewport({ ratio: 0.95 });
    await expect(cards.nth(3)).not.toBeInViewport({ ratio: 0.5 });

    const before = await placeAndHash(page);
    await carousel.getByRole('link', { name: 'Go to page 2' }).click();
    for (const i of [3, 4, 5]) await expect(cards.nth(i)).toBeInViewport({ ratio: 0.95 });
    await expect(carousel.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await placeAndHash(page)).toEqual(before);
  });

  test('has its dots follow the track when it is swiped', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Our services' });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.locator('ul').evaluate((track) => track.scrollTo({ left: track.scrollWidth }));
    await expect(carousel.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(carousel.locator('a[aria-current="true"]:visible')).toHaveCount(1);
  });

  test('has three a page at tablet width too, one under another', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Our services' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('link', { name: /^Go to page/ })).toHaveCount(2);
    const cards = carousel.locator('article');
    await carousel.getByRole('link', { name: 'Go to page 2' }).click();
    await expect(carousel.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(cards.nth(3)).toBeInViewport({ ratio: 0.95 });
    await expectStacked(cards, [3, 4, 5]);
  });
});

test.describe('home sections', () => {
  test('the about block links to /about', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'More About Us' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  test('shows the stats 7+ projects, 12+ team, 10+ clients and 3+ awards', async ({ page }) => {
    await page.goto('/');
    const stats = page.getByRole('region', { name: 'Our track record' });
    await stats.scrollIntoViewIfNeeded();
    for (const [value, label] of [
      ['7+', /projects/i],
      ['12+', /team/i],
      ['10+', /clients/i],
      ['3+', /awards/i],
    ] as const) {
      await expect(stats.getByRole('listitem').filter({ hasText: label })).toContainText(value);
    }
  });

  test('rotates the core values every 3000 ms, showing only the chosen one', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openWithPausedClock(page);
    const values = page.getByRole('group', { name: 'Choose a core value' }).getByRole('radio');
    await expect(values).toHaveCount(coreValues.length);
    const [, second, third] = coreValues;
    await pressWithoutFocus(values.nth(1));
    await expect(values.nth(1)).toBeChecked();
    const valueTitles = page.getByRole('heading', { level: 3 }).filter({
      hasText: new RegExp(`^(${coreValues.map((v) => v.title).join('|')})$`),
    });
    await expect(valueTitles).toHaveText([second!.title]);
    await expect(page.getByText(second!.desc)).toBeVisible();

    await page.clock.runFor(2900);
    await expect(values.nth(1)).toBeChecked();
    await page.clock.runFor(100);
    await expect(values.nth(2)).toBeChecked();
    await expect(valueTitles).toHaveText([third!.title]);
    await expect(page.getByText(second!.desc)).toBeHidden();
  });

  test('offers the core values as radio choices that arrow keys move through', async ({ page }) => {
    await page.goto('/');
    const values = page.getByRole('group', { name: 'Choose a core value' }).getByRole('radio');
    await values.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(values.nth(1)).toBeChecked();
    await expect(values.nth(1)).toBeFocused();
    await expect(page.getByRole('heading', { level: 3, name: coreValues[1]!.title })).toBeVisible();
    // The choice shows its focus, drawn on the label around the hidden radio.
    const outline = await values
      .nth(1)
      .locator('..')
      .evaluate((label) => getComputedStyle(label).outlineStyle);
    expect(outline).toBe('solid');
  });

  test('loops the client logos every 30 s, pausing on hover, duplicates hidden', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Trusted by teams across Kenya' });
    const lists = section.locator('ul');
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(0)).not.toHaveAttribute('aria-hidden');
    await expect(lists.nth(1)).toHaveAttribute('aria-hidden', 'true');
    const track = lists.nth(0).locator('..');
    const animation = () =>
      track.evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.animationDuration, s.animationIterationCount, s.animationPlayState];
      });
    expect(await animation()).toEqual(['30s', 'infinite', 'running']);
    await track.locator('..').hover();
    await expect.poll(async () => (await animation())[2]).toBe('paused');
  });

  test('stops the logo loop under prefers-reduced-motion, and starts no transition', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const track = page
      .getByRole('region', { name: 'Trusted by teams across Kenya' })
      .locator('ul')
      .first()
      .locator('..');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    // The later stylesheet has restyled the page by now; had it started transitions (a short
    // duration on every element does, all of them being `transition-property: all`), Chromium
    // would keep them and draw every frame for good.
    const transitions = await page.evaluate(
      () => document.getAnimations().filter((a) => a instanceof CSSTransition).length,
    );
    expect(transitions).toBe(0);
  });

  test('shows five rated testimonials, two a page, pages chosen by dots', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    const cards = carousel.locator('figure');
    await expect(cards).toHaveCount(5);
    await expect(carousel.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toHaveCount(5);

    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('link', { name: /^Go to page/ })).toHaveCount(3);
    await expect(cards.nth(0)).toBeInViewport({ ratio: 0.95 });
    await expect(cards.nth(1)).toBeInViewport({ ratio: 0.95 });
    await expect(cards.nth(2)).not.toBeInViewport({ ratio: 0.5 });

    const before = await placeAndHash(page);
    await carousel.getByRole('link', { name: 'Go to page 2' }).click();
    await expect(cards.nth(2)).toBeInViewport({ ratio: 0.95 });
    await expect(cards.nth(3)).toBeInViewport({ ratio: 0.95 });
    await expect(cards.nth(1)).not.toBeInViewport({ ratio: 0.5 });
    await expect(carousel.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await placeAndHash(page)).toEqual(before);
  });

  test('answers four questions in an accordion, one open at a time', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Getting started with us' });
    const items = faq.locator('details');
    await expect(items).toHaveCount(4);
    await expect(faq.locator('details[open]')).toHaveCount(0);
    await expect(faq.locator('summary h3')).toHaveText(homeFaq.map((f) => f.question));

    await items.nth(0).locator('summary').click();
    await expect(faq.getByText(homeFaq[0].answer)).toBeVisible();
    await items.nth(2).locator('summary').click();
    await expect(faq.getByText(homeFaq[2].answer)).toBeVisible();
    await expect(faq.getByText(homeFaq[0].answer)).toBeHidden();
    await items.nth(2).locator('summary').click();
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test('has no axe violations', async ({ page }) => {
    test.slow(); // axe on a shared, busy machine
    // In motion, as most visitors see it: the carousel and the rotations running.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    // Axe takes a while; a rotation halfway through would mix two states' colours.
    await pressWithoutFocus(page.getByRole('button', { name: 'Pause slideshow' }));
    await pressWithoutFocus(page.getByRole('button', { name: 'Pause core values' }));
    expect(await axeViolations(page)).toEqual([]);
  });
});
