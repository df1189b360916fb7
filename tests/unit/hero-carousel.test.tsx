// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { HeroCarousel } from '@/components/home/hero-carousel';
import { autoplayIcons } from '@/components/marketing/autoplay-icons';
import { HERO_INTERVAL_MS } from '@/lib/carousel';
import { stubMatchMedia } from '../support/match-media';

// React schedules here as in a browser (no act): a tap's render commits in a microtask, and a
// deferred render in a task of its own, after which the rotation's timers may already have fired.
// jsdom lays nothing out, so the track is given a browser's sizes: five 100 px slides, one a page.
const SLIDES = ['slide-1', 'slide-2', 'slide-3', 'slide-4', 'slide-5'];

function renderHero() {
  render(
    <HeroCarousel slideIds={SLIDES} action={<span>GET STARTED</span>} toggleIcons={autoplayIcons}>
      {SLIDES.map((id) => (
        <div key={id} id={id} aria-roledescription="slide" />
      ))}
    </HeroCarousel>,
  );
  const track = document.getElementById('slide-1')!.parentElement!;
  let scrollLeft = 0;
  Object.defineProperties(track, {
    clientWidth: { value: 100 },
    scrollWidth: { value: 100 * SLIDES.length },
    scrollLeft: { get: () => scrollLeft },
    // The slide is reached at once, as under reduced motion.
    scrollTo: { value: ({ left }: ScrollToOptions) => (scrollLeft = left ?? scrollLeft) },
  });
  Array.from(track.children, (slide, i) =>
    Object.defineProperties(slide, { offsetLeft: { value: i * 100 }, offsetWidth: { value: 100 } }),
  );
}

const dot = (n: number) => screen.getByRole('link', { name: `Go to slide ${n}` });
const currentDot = () =>
  screen.getAllByRole('link', { name: /^Go to slide/ }).find((link) => link.ariaCurrent === 'true')
    ?.textContent;
// Captured before the clock is faked: React's scheduler runs on real tasks.
const realSetTimeout = globalThis.setTimeout;
/** Lets React's scheduler finish its work (its tasks, which the faked timers leave alone). */
const settle = () => new Promise((resolve) => realSetTimeout(resolve, 50));

const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;

beforeEach(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  stubMatchMedia();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('a dot chosen just as the rotation is due stays chosen: the choice restarts the wait at once', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  renderHero();
  await settle();
  expect(currentDot()).toBe('Go to slide 1');

  vi.advanceTimersByTime(HERO_INTERVAL_MS - 10);
  await settle();
  expect(currentDot()).toBe('Go to slide 1');
  // Slide 3 is chosen ten milliseconds before slide 1's wait ends. The tap's render commits in a
  // microtask; the old wait must not then carry the carousel on to slide 4.
  dot(3).click();
  await Promise.resolve();
  vi.advanceTimersByTime(20);
  await settle();
  expect(currentDot()).toBe('Go to slide 3');

  // The rotation moves on a full wait after the choice.
  vi.advanceTimersByTime(HERO_INTERVAL_MS - 30);
  await settle();
  expect(currentDot()).toBe('Go to slide 3');
  vi.advanceTimersByTime(20);
  await settle();
  expect(currentDot()).toBe('Go to slide 4');
});
