import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';
import { coreValues } from '@/content/values';
import { homeFaq } from '@/content/home-faq';

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
const slideDot = (page: Page, n: number) => page.getByRole('button', { name: `Go to slide ${n}` });

/**
 * Swiper is fetched on first need; a touch asks for it without pausing the rotation (a hover or
 * focus would). On a busy machine it can take a while to arrive.
 */
async function waitForSwiper(page: Page) {
  await expect(hero(page).locator('[aria-roledescription="slide"]').first()).toBeVisible();
  await hero(page).dispatchEvent('touchstart');
  await expect(hero(page).locator('.swiper-initialized')).toBeAttached({ timeout: 20_000 });
}

/** Loads the home page on a paused fake clock, once the hero's Swiper has taken over. */
async function openWithPausedClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await waitForSwiper(page);
  await page.clock.pauseAt(Date.now() + 60_000);
}

/** Chooses an item without moving focus into the carousel (focus would pause it). */
async function clickWithoutFocus(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).evaluate((el: HTMLElement) => el.click());
}

test.describe('home page static HTML', () => {
  test('has the first slide, its preloaded high-priority image and the final stats', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const images = html.match(/<img[^>]*src="\/images\/hero\/slide-\d\.svg"[^>]*>/g) ?? [];
    expect(images).toHaveLength(5);
    const [first, ...others] = images;
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain('loading="eager"');
    expect(first).toMatch(/width="1600"/);
    expect(first).toMatch(/height="900"/);
    for (const img of others) expect(img).toContain('loading="lazy"');
    expect(html).toMatch(/<link[^>]*rel="preload"[^>]*href="\/images\/hero\/slide-1\.svg"/);

    const text = html.replace(/<[^>]+>/g, '');
    for (const stat of ['7+', '12+', '10+', '3+']) expect(text).toContain(stat);
  });
});

test.describe('hero carousel', () => {
  test('fetches Swiper only when first needed, not with the first screen', async ({ page }) => {
    const swiperChunks: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('containerModifierClass')) swiperChunks.push(response.url());
    });
    // The rotation asks for Swiper a little before its first change, a few seconds after
    // hydration. Hold the page's timers while checking that nothing else fetched it: on a busy
    // machine the checks can outlast that lead.
    await page.clock.install();
    await page.goto('/');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    expect(swiperChunks).toEqual([]);
    await expect(hero(page).locator('.swiper-initialized')).toHaveCount(0);

    await page.clock.resume();
    await hero(page).hover();
    await expect(hero(page).locator('.swiper-initialized')).toBeAttached({ timeout: 20_000 });
    await expect.poll(() => swiperChunks.length).toBe(1);
  });

  test('has five slides with dots named by slide number', async ({ page }) => {
    await page.goto('/');
    await expect(hero(page).locator('[aria-roledescription="slide"]')).toHaveCount(5);
    for (let n = 1; n <= 5; n++) await expect(slideDot(page, n)).toBeVisible();
    await expect(hero(page).locator('button[aria-current="true"]')).toHaveCount(1);
  });

  test('GET STARTED opens the contact form with a get-started subject', async ({ page }) => {
    await page.goto('/');
    const links = hero(page).getByRole('link', { name: 'GET STARTED', includeHidden: true });
    await expect(links).toHaveCount(5);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      const url = new URL(href ?? '', 'http://x');
      expect(url.pathname).toBe('/contact');
      expect(url.searchParams.get('subject')).toMatch(/\w{3,}/);
    }
  });

  test('a dot shows its slide and only the shown slide can be reached', async ({ page }) => {
    await page.goto('/');
    await waitForSwiper(page);
    await slideDot(page, 3).click();
    await expect(slideDot(page, 3)).toHaveAttribute('aria-current', 'true');
    const slides = hero(page).locator('[aria-roledescription="slide"]');
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(2)).not.toHaveAttribute('inert');
    await expect(slides.nth(0)).toHaveAttribute('inert');
  });

  test('a dot chosen before Swiper arrives brings it, and going back keeps it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(hero(page).locator('[aria-roledescription="slide"]').first()).toBeVisible();
    await clickWithoutFocus(page, 'Go to slide 2');
    await expect(hero(page).locator('.swiper-initialized')).toBeAttached({ timeout: 20_000 });
    const slides = hero(page).locator('[aria-roledescription="slide"]');
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
    await clickWithoutFocus(page, 'Go to slide 1');
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
    await expect(hero(page).locator('.swiper-initialized')).toBeAttached();
  });

  test('advances every 6000 ms and wraps from the last slide to the first', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openWithPausedClock(page);
    await clickWithoutFocus(page, 'Go to slide 4');
    await expect(slideDot(page, 4)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5900);
    await expect(slideDot(page, 4)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(100);
    await expect(slideDot(page, 5)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(6000);
    await expect(slideDot(page, 1)).toHaveAttribute('aria-current', 'true');
  });

  test('pauses while hovered and while keyboard focus is inside', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openWithPausedClock(page);
    await clickWithoutFocus(page, 'Go to slide 2');
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
    await clickWithoutFocus(page, 'Go to slide 2');
    await clickWithoutFocus(page, 'Pause slideshow');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(13_000);
    await expect(slideDot(page, 2)).toHaveAttribute('aria-current', 'true');
  });

  test('does not advance under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithPausedClock(page);
    await page.clock.runFor(20_000);
    await expect(slideDot(page, 1)).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('service cards carousel', () => {
  test('links the six services, three a page, pages chosen by dots', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Our services' });
    const links = carousel.getByRole('link');
    await expect(links).toHaveCount(6);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      SERVICE_PATHS,
    );
    await expect(carousel.getByRole('heading', { level: 3 })).toHaveCount(6);

    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('button', { name: /^Go to page/ })).toHaveCount(2);
    const cards = carousel.locator('article');
    for (const i of [0, 1, 2]) await expect(cards.nth(i)).toBeInViewport({ ratio: 0.95 });
    await expect(cards.nth(3)).not.toBeInViewport({ ratio: 0.5 });

    await carousel.getByRole('button', { name: 'Go to page 2' }).click();
    for (const i of [3, 4, 5]) await expect(cards.nth(i)).toBeInViewport({ ratio: 0.95 });
    await expect(carousel.getByRole('button', { name: 'Go to page 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
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

  test('rotates the core values every 3000 ms', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openWithPausedClock(page);
    const values = page.getByRole('group', { name: 'Choose a core value' }).getByRole('button');
    await expect(values).toHaveCount(coreValues.length);
    await values.nth(1).evaluate((el: HTMLElement) => el.click());
    await expect(values.nth(1)).toHaveAttribute('aria-current', 'true');
    const title = await values.nth(1).evaluate((el) => el.lastChild?.textContent ?? '');
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();

    await page.clock.runFor(2900);
    await expect(values.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(100);
    await expect(values.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeHidden();
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
    await expect(carousel.getByRole('button', { name: /^Go to page/ })).toHaveCount(3);
    await expect(cards.nth(0)).toBeInViewport({ ratio: 0.95 });
    await expect(cards.nth(1)).toBeInViewport({ ratio: 0.95 });
    await expect(cards.nth(2)).not.toBeInViewport({ ratio: 0.5 });

    await carousel.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(cards.nth(2)).toBeInViewport({ ratio: 0.95 });
    await expect(cards.nth(3)).toBeInViewport({ ratio: 0.95 });
    await expect(cards.nth(1)).not.toBeInViewport({ ratio: 0.5 });
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
    // In motion, as most visitors see it: the carousel and the rotations running.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await waitForSwiper(page);
    // Axe takes a while; a rotation halfway through would mix two states' colours.
    await clickWithoutFocus(page, 'Pause slideshow');
    await clickWithoutFocus(page, 'Pause core values');
    expect(await axeViolations(page)).toEqual([]);
  });
});
