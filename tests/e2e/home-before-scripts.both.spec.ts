import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { loadedWidth } from './support/images';
import { hasStarted, holdScripts, runClockUntilStarted } from './support/held';
import { coreValues } from '@/content/values';

// The home page's carousels and core values work from the first paint: with JavaScript off, and
// while the scripts are held back; once they arrive they keep what the visitor chose and start
// their rotation from it. At phone and desktop sizes (a page of services is three cards one under
// another on phones, side by side on desktop).

test.describe.configure({ timeout: 90_000 });

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const slides = (page: Page) => hero(page).locator('[aria-roledescription="slide"]');
const slideDot = (page: Page, n: number) => page.getByRole('link', { name: `Go to slide ${n}` });
const services = (page: Page) => page.getByRole('region', { name: 'Our services' });
const testimonials = (page: Page) => page.getByRole('region', { name: 'Testimonials' });
const valueChoices = (page: Page) =>
  page.getByRole('group', { name: 'Choose a core value' }).locator('label');
const valueTitles = (page: Page) =>
  page.getByRole('heading', { level: 3 }).filter({
    hasText: new RegExp(`^(${coreValues.map((v) => v.title).join('|')})$`),
  });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The element a dot links to. */
async function targetOf(page: Page, dot: Locator) {
  const href = await dot.getAttribute('href');
  expect(href).toMatch(/^#[\w-]+$/);
  return page.locator(`[id="${href!.slice(1)}"]`);
}

/** Presses each dot of `carousel`, the first last: each brings the item it links to into view. */
async function eachDotShowsItsItem(page: Page, carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  const dots = carousel.getByRole('link', { name: /^Go to (slide|page) \d$/ });
  const count = await dots.count();
  expect(count).toBeGreaterThan(1);
  for (const i of [...Array.from({ length: count - 1 }, (_, i) => i + 1), 0]) {
    await dots.nth(i).click();
    await expect(await targetOf(page, dots.nth(i))).toBeInViewport({ ratio: 0.9 });
  }
}

/** Whether `item` is the first thing its track shows: its left edge is the track's. */
async function startsTrack(item: Locator) {
  return item.evaluate((el) => {
    const track = el.parentElement!.getBoundingClientRect();
    return Math.abs(el.getBoundingClientRect().left - track.left) <= 2;
  });
}

/** Waits until the page has hydrated and the carousels' scripts run. */
async function working(page: Page) {
  await expect.poll(() => hasStarted(page), { timeout: 30_000 }).toBe(true);
  await expect(page.locator('button[data-working]')).toHaveCount(2);
}

/**
 * The same on a frozen clock: the after-paint loader starts the framework on timers, which only
 * move when the test moves the clock.
 */
async function runUntilWorking(page: Page) {
  await runClockUntilStarted(page);
  await expect(page.locator('button[data-working]')).toHaveCount(2);
}

test.describe('home page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('each hero dot shows its slide, with GET STARTED in reach, and the page stays at its top', async ({
    page,
  }) => {
    await page.goto('/');
    for (const n of [3, 5, 2, 4, 1]) {
      await slideDot(page, n).click();
      const slide = slides(page).nth(n - 1);
      await expect(slide).toBeInViewport({ ratio: 0.9 });
      await expect(slide).not.toHaveAttribute('inert');
      await expect(page.getByRole('link', { name: 'GET STARTED' })).toBeInViewport();
      expect(await scrollY(page)).toBe(0);
      // Its artwork too: a later slide's waits in a noscript block, which is markup here.
      await expect.poll(() => loadedWidth(slide.locator('img'))).toBe(1600);
    }
  });

  test('each page dot of the services and the testimonials shows its page', async ({ page }) => {
    await page.goto('/');
    await eachDotShowsItsItem(page, services(page));
    await eachDotShowsItsItem(page, testimonials(page));
  });

  test('each core value choice shows that value, and only it', async ({ page }) => {
    await page.goto('/');
    await expect(valueTitles(page)).toHaveText([coreValues[0]!.title]);
    for (const i of [2, 4, 1, 3, 0]) {
      await valueChoices(page).nth(i).click();
      await expect(valueChoices(page).nth(i).getByRole('radio')).toBeChecked();
      await expect(valueTitles(page)).toHaveText([coreValues[i]!.title]);
      await expect(page.getByText(coreValues[i]!.desc)).toBeVisible();
    }
  });

  test('shows no pause button, since nothing rotates, and the stats at their final values', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    for (const name of ['Pause slideshow', 'Pause core values']) {
      const button = page.getByRole('button', { name, includeHidden: true });
      await expect(button).toBeAttached();
      await expect(button).toBeHidden();
    }
    const stats = page.getByRole('region', { name: 'Our track record' });
    await expect(stats.getByRole('listitem')).toHaveText([/7\+/, /12\+/, /10\+/, /3\+/]);
  });
});

test.describe('home page while its scripts are held back', () => {
  test('a slide chosen before the scripts stays chosen once they run, and the rotation moves on from it 6000 ms later', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // A frozen clock: only runFor moves the page's time, so the wait is counted exactly.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const { release } = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await slideDot(page, 3).click();
    await expect(slides(page).nth(2)).toBeInViewport({ ratio: 0.9 });
    expect(await scrollY(page)).toBe(0);
    const pause = page.getByRole('button', { name: 'Pause slideshow', includeHidden: true });
    await expect(pause).toBeHidden();
    const dotsBefore = await slideDot(page, 1).boundingBox();
    // The pointer leaves the hero (hovering it pauses the rotation).
    await page.mouse.move(1, 1);
    expect(await hasStarted(page)).toBe(false);

    await release();
    await runUntilWorking(page);
    await expect(slideDot(page, 3)).toHaveAttribute('aria-current', 'true');
    await expect(hero(page).locator('a[aria-current="true"]')).toHaveCount(1);
    await expect(slides(page).nth(2)).not.toHaveAttribute('inert');
    for (const n of [0, 1, 3, 4]) await expect(slides(page).nth(n)).toHaveAttribute('inert');
    await expect(slides(page).nth(2)).toBeInViewport({ ratio: 0.9 });
    // Its picture, which waited in a noscript, comes with the scripts.
    await expect.poll(() => loadedWidth(slides(page).nth(2).locator('img'))).toBe(1600);
    // The pause button appears in the place it kept: the dots beside it do not move.
    await expect(pause).toBeVisible();
    expect(await slideDot(page, 1).boundingBox()).toEqual(dotsBefore);
    expect(await scrollY(page)).toBe(0);

    await page.clock.runFor(5500);
    await expect(slideDot(page, 3)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(500);
    await expect(slideDot(page, 4)).toHaveAttribute('aria-current', 'true');
  });

  test('a page of services or testimonials chosen before the scripts stays in view and chosen, with the page where the visitor left it', async ({
    page,
  }) => {
    const { release } = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const chosen: { carousel: Locator; item: Locator }[] = [];
    for (const carousel of [services(page), testimonials(page)]) {
      await carousel.scrollIntoViewIfNeeded();
      const dot = carousel.getByRole('link', { name: 'Go to page 2' });
      await dot.click();
      const item = await targetOf(page, dot);
      await expect(item).toBeInViewport({ ratio: 0.9 });
      chosen.push({ carousel, item });
    }
    const [place, hash] = [await scrollY(page), await page.evaluate(() => location.hash)];
    expect(await hasStarted(page)).toBe(false);

    await release();
    await working(page);
    expect(await scrollY(page)).toBe(place);
    for (const { carousel, item } of chosen) {
      await expect(carousel.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(carousel.locator('a[aria-current="true"]:visible')).toHaveCount(1);
      await carousel.scrollIntoViewIfNeeded();
      await expect(item).toBeInViewport({ ratio: 0.9 });
    }
    // From now on a dot scrolls its track only: the page and the address stay.
    const back = testimonials(page).getByRole('link', { name: 'Go to page 1' });
    await back.scrollIntoViewIfNeeded();
    const placeNow = await scrollY(page);
    await back.click();
    const first = await targetOf(page, back);
    await expect.poll(() => startsTrack(first)).toBe(true);
    await expect(back).toHaveAttribute('aria-current', 'true');
    expect(await scrollY(page)).toBe(placeNow);
    expect(await page.evaluate(() => location.hash)).toBe(hash);
  });

  test('a core value chosen by keyboard before the scripts stays chosen, and the rotation moves on from it 3000 ms after focus leaves', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    const { release } = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await valueChoices(page).nth(0).getByRole('radio').focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await expect(valueChoices(page).nth(3).getByRole('radio')).toBeChecked();
    await expect(valueTitles(page)).toHaveText([coreValues[3]!.title]);
    const choicesBefore = await valueChoices(page).nth(0).boundingBox();
    // From here only runFor moves the page's time (the section below the first screen has its
    // stylesheet by now: it shows).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    await release();
    await runUntilWorking(page);
    await expect(valueChoices(page).nth(3).getByRole('radio')).toBeChecked();
    await expect(valueChoices(page).nth(3).getByRole('radio')).toBeFocused();
    await expect(valueTitles(page)).toHaveText([coreValues[3]!.title]);
    await expect(page.getByRole('button', { name: 'Pause core values' })).toBeVisible();
    expect(await valueChoices(page).nth(0).boundingBox()).toEqual(choicesBefore);

    // Focus inside pauses the rotation; it starts counting when focus leaves.
    await page.clock.runFor(9000);
    await expect(valueTitles(page)).toHaveText([coreValues[3]!.title]);
    await valueChoices(page).nth(3).getByRole('radio').blur();
    await page.clock.runFor(2900);
    await expect(valueTitles(page)).toHaveText([coreValues[3]!.title]);
    await page.clock.runFor(100);
    await expect(valueTitles(page)).toHaveText([coreValues[4]!.title]);
    await expect(valueChoices(page).nth(4).getByRole('radio')).toBeChecked();
  });
});
