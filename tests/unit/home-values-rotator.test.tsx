// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ValuesRotator } from '@/components/marketing/values-rotator';
import { coreValues } from '@/content/values';
import { stubMatchMedia } from '../support/match-media';

const shownTitle = () => screen.getByRole('heading', { level: 3 }).textContent;
const [first, second, third] = coreValues.map((value) => value.title);

describe('ValuesRotator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubMatchMedia();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the next core value every 3000 ms and wraps around', () => {
    render(<ValuesRotator values={coreValues} />);
    expect(shownTitle()).toBe(first);
    act(() => vi.advanceTimersByTime(2999));
    expect(shownTitle()).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTitle()).toBe(second);
    for (let i = 1; i < coreValues.length; i++) act(() => vi.advanceTimersByTime(3000));
    expect(shownTitle()).toBe(first);
  });

  it('is not a live region, so screen readers are not interrupted on every change', () => {
    const { container } = render(<ValuesRotator values={coreValues} />);
    expect(container.querySelector('[aria-live]')).toBeNull();
  });

  it('shows the value whose button is pressed and marks that button current', () => {
    render(<ValuesRotator values={coreValues} />);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(third!) }));
    expect(shownTitle()).toBe(third);
    expect(screen.getByRole('button', { name: new RegExp(third!) })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('pauses while keyboard focus is inside and resumes when it leaves', () => {
    render(<ValuesRotator values={coreValues} />);
    const button = screen.getByRole('button', { name: new RegExp(first!) });
    fireEvent.focus(button);
    act(() => vi.advanceTimersByTime(9000));
    expect(shownTitle()).toBe(first);
    fireEvent.blur(button);
    act(() => vi.advanceTimersByTime(3000));
    expect(shownTitle()).toBe(second);
  });

  it('pauses while the mouse is over it', () => {
    const { container } = render(<ValuesRotator values={coreValues} />);
    fireEvent.pointerEnter(container.firstElementChild!);
    act(() => vi.advanceTimersByTime(9000));
    expect(shownTitle()).toBe(first);
  });

  it('stops for good with the pause button and starts again with play', () => {
    render(<ValuesRotator values={coreValues} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause core values' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play core values' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(shownTitle()).toBe(first);
    fireEvent.click(screen.getByRole('button', { name: 'Play core values' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause core values' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(shownTitle()).toBe(second);
  });

  it('does not rotate when the visitor prefers reduced motion', () => {
    stubMatchMedia({ reducedMotion: true });
    render(<ValuesRotator values={coreValues} />);
    act(() => vi.advanceTimersByTime(9000));
    expect(shownTitle()).toBe(first);
  });
});
