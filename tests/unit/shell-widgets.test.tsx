// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyrightYear } from '@/components/shell/copyright-year';
import { CustomCursor } from '@/components/shell/custom-cursor';
import { LoadingScreen } from '@/components/shell/loading-screen';
import { ScrollToTop } from '@/components/shell/scroll-to-top';
import { Icon } from '@/components/ui/icon';
import { stubMatchMedia } from '../support/match-media';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('shell widgets', () => {
  it('shows the current year, not the build year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T00:00:00Z'));
    render(<CopyrightYear buildYear={2026} />);
    expect(screen.getByText('2031')).toBeInTheDocument();
  });

  it('clears the loading screen on a zero-delay timer after hydration', () => {
    vi.useFakeTimers();
    render(<LoadingScreen />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(0));
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('shows the scroll-to-top button only after 250 px of scroll', () => {
    stubMatchMedia();
    render(
      <ScrollToTop>
        <Icon name="arrowUp" size={22} />
      </ScrollToTop>,
    );
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 251, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  });

  it('shows the custom cursor on a fine pointer without reduced motion', () => {
    stubMatchMedia({ pointer: 'fine' });
    const { container } = render(<CustomCursor />);
    expect(container.querySelector('[data-testid="custom-cursor"]')).not.toBeNull();
  });

  it('never shows the custom cursor under reduced motion or on touch screens', () => {
    for (const screen of [{ reducedMotion: true }, { pointer: 'coarse' }] as const) {
      stubMatchMedia(screen);
      const { container, unmount } = render(<CustomCursor />);
      expect(container.querySelector('[data-testid="custom-cursor"]')).toBeNull();
      unmount();
    }
  });
});
