import { describe, expect, it } from 'vitest';
import { heroVisible, showScrollTopButton } from '@/lib/scroll';

describe('scroll thresholds', () => {
  it('shows the scroll-to-top button only after 250 px', () => {
    expect(showScrollTopButton(0)).toBe(false);
    expect(showScrollTopButton(250)).toBe(false);
    expect(showScrollTopButton(251)).toBe(true);
  });

  it('keeps the hero visible up to 540 px whatever the direction', () => {
    expect(heroVisible(0, 300, true)).toBe(true);
    expect(heroVisible(600, 540, false)).toBe(true);
  });

  it('hides the hero when scrolling down past 540 px', () => {
    expect(heroVisible(500, 560, true)).toBe(false);
    expect(heroVisible(700, 900, true)).toBe(false);
  });

  it('shows the hero again on scroll up, even far down the page', () => {
    expect(heroVisible(900, 880, false)).toBe(true);
  });

  it('keeps the last state when the position does not change', () => {
    expect(heroVisible(800, 800, false)).toBe(false);
    expect(heroVisible(800, 800, true)).toBe(true);
  });
});
