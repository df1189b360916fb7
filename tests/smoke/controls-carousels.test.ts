import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { MODES, openEarly, SCREENS, shown, tap, until } from './early';
import { browserName } from './target';

// The home page's carousels and core values from the first paint: with the scripts held back and
// with JavaScript off, at a phone's and a desktop's size. Each dot is a link into a scroll-snap
// track and each value a radio choice, so both work before any script; once held scripts arrive,
// what the visitor chose stays chosen and the hero's rotation moves on from it.
const HERO_DOT = (n: number) => `a[href="#slide-${n}"]`;
const SERVICES_PAGE_2 = 'div[aria-label="Our services"] a[href="#services-2"]';
const TESTIMONIALS_PAGE_2 = 'div[aria-label="Testimonials"] a[href="#testimonials-2"]';
const VALUE = (n: number) => `fieldset label:nth-of-type(${n})`;

/**
 * Whether the element `id` is what its scroll-snap track shows first, or (`whole`) shows whole: a
 * last page narrower than the track (a phone's) ends at its end, the page before peeking in.
 */
const startsItsTrack = (page: Page, id: string, whole = false) =>
  page.evaluate(
    (id, whole) => {
      const item = document.getElementById(id)?.getBoundingClientRect();
      const track = document.getElementById(id)?.parentElement?.getBoundingClientRect();
      if (!item || !track) return false;
      if (whole) return item.left >= track.left - 2 && item.right <= track.right + 2;
      return Math.abs(item.left - track.left) <= 2;
    },
    id,
    whole,
  );

const current = (page: Page, selector: string) =>
  page.$eval(selector, (dot) => dot.getAttribute('aria-current'));

describe.each(MODES)(`${browserName}, home carousels and core values, scripts %s`, (mode) => {
  it.each(SCREENS)(
    'shows the slide, page or value chosen at the first paint ($name)',
    async ({ screen }) => {
      const { page, release, close } = await openEarly('/', mode, screen);
      try {
        await tap(page, HERO_DOT(3));
        await until(page, () => {
          const slide = document.getElementById('slide-3')!;
          const track = slide.parentElement!.getBoundingClientRect();
          return Math.abs(slide.getBoundingClientRect().left - track.left) <= 2;
        });
        // Below the first screen the page is laid out by the later stylesheet, which may still be
        // on its way: the dot is tapped once the services are a track, where that layout puts it.
        await until(
          page,
          () =>
            getComputedStyle(document.querySelector('div[aria-label="Our services"] ul')!)
              .scrollSnapType !== 'none',
          15_000,
        );
        await tap(page, SERVICES_PAGE_2);
        await until(page, () => location.hash === '#services-2');
        expect(await startsItsTrack(page, 'services-2', true)).toBe(true);
        await tap(page, TESTIMONIALS_PAGE_2);
        await until(page, () => location.hash === '#testimonials-2');
        expect(await startsItsTrack(page, 'testimonials-2')).toBe(true);
        await tap(page, VALUE(4));
        expect(await page.$eval(`${VALUE(4)} input`, (radio) => radio.checked)).toBe(true);
        // The value fades in from transparent: shown once its first frame is drawn.
        await until(page, () =>
          document
            .querySelector('fieldset label:nth-of-type(4) + article')!
            .checkVisibility({ opacityProperty: true }),
        );
        expect(await shown(page, `${VALUE(1)} + article`)).toBe(false);

        if (mode === 'nojs') return;
        await release();
        // Everything chosen stays chosen, now said to assistive technology too.
        expect(await startsItsTrack(page, 'slide-3')).toBe(true);
        expect(await current(page, HERO_DOT(3))).toBe('true');
        expect(
          await page.$$eval('[aria-roledescription="slide"]', (slides) =>
            slides.map((slide) => (slide as HTMLElement).inert),
          ),
        ).toEqual([true, true, false, true, true]);
        expect(await startsItsTrack(page, 'services-2', true)).toBe(true);
        expect(await current(page, SERVICES_PAGE_2)).toBe('true');
        expect(await current(page, TESTIMONIALS_PAGE_2)).toBe('true');
        expect(await page.$eval(`${VALUE(4)} input`, (radio) => radio.checked)).toBe(true);
        expect(await shown(page, 'button[aria-label="Pause slideshow"]')).toBe(true);

        // With the pointer and focus away from the hero, its rotation moves on from slide 3.
        await page.mouse.move(1, 1);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await until(
          page,
          () =>
            document.querySelector('a[href="#slide-4"]')?.getAttribute('aria-current') === 'true',
          15_000,
        );
      } finally {
        await close();
      }
    },
  );
});
