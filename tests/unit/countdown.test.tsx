// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '@/components/products/countdown';
import {
  COUNTDOWN_MS,
  countdownParts,
  countdownSummary,
  formatCountdown,
  remainingMs,
} from '@/lib/countdown';

describe('countdown logic', () => {
  it('starts at exactly 4 days', () => {
    expect(COUNTDOWN_MS).toBe(345_600_000);
    expect(formatCountdown(countdownParts(COUNTDOWN_MS))).toBe('4 days 00:00:00');
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const ms = ((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000;
    expect(countdownParts(ms)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(formatCountdown(countdownParts(ms))).toBe('1 day 02:03:04');
  });

  it('never goes below zero', () => {
    expect(remainingMs(0, COUNTDOWN_MS + 5_000)).toBe(0);
    expect(formatCountdown(countdownParts(-1_000))).toBe('0 days 00:00:00');
  });

  it('summarises at hour granularity so assistive technology is not flooded', () => {
    const start = countdownSummary(countdownParts(COUNTDOWN_MS));
    expect(start).toBe('Launching in 4 days and 0 hours.');
    expect(countdownSummary(countdownParts(COUNTDOWN_MS - 59_000))).toBe(
      'Launching in 3 days and 23 hours.',
    );
    expect(countdownSummary(countdownParts(COUNTDOWN_MS - 61_000))).toBe(
      countdownSummary(countdownParts(COUNTDOWN_MS - 3_500_000)),
    );
  });
});

describe('<Countdown>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const shown = () => screen.getByRole('timer').textContent;

  it('shows 4 days before the first tick', () => {
    render(<Countdown />);
    expect(shown()).toBe('4 days 00:00:00');
  });

  it('ticks down once every second', () => {
    render(<Countdown />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(shown()).toBe('3 days 23:59:59');
    act(() => vi.advanceTimersByTime(999));
    expect(shown()).toBe('3 days 23:59:59');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('3 days 23:59:58');
  });

  it('stops at zero and stays there', () => {
    render(<Countdown />);
    // Jump the clock to 2 s before the end without firing 345,598 ticks one by one.
    vi.setSystemTime(Date.now() + COUNTDOWN_MS - 2_000);
    act(() => vi.advanceTimersByTime(1_000));
    expect(shown()).toBe('0 days 00:00:01');
    act(() => vi.advanceTimersByTime(1_000));
    expect(shown()).toBe('0 days 00:00:00');
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toBe('0 days 00:00:00');
  });

  it('keeps the ticking display out of live announcements and offers a polite summary', () => {
    render(<Countdown />);
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('status')).toHaveTextContent('Launching in 4 days and 0 hours.');
  });
});
