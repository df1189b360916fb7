// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ValuesRotator } from '@/components/marketing/values-rotator';
import { coreValues } from '@/content/values';
import { stubMatchMedia } from '../support/match-media';

// jsdom applies no CSS: which panel shows follows from the checked choice (a CSS rule, proven in
// the browser by tests/e2e/home.spec.ts), so these tests read the choices.
const choice = (title: string) => screen.getByRole('radio', { name: new RegExp(title) });
const checkedTitle = () =>
  screen.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked)?.parentElement
    ?.textContent;
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

  it('is a group of radio choices in the static HTML, the first checked, each followed by its value', () => {
    const html = renderToString(<ValuesRotator values={coreValues} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('fieldset > legend')?.textContent).toBe('Choose a core value');
    const radios = [...doc.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios).toHaveLength(coreValues.length);
    expect(radios.map((radio) => radio.checked)).toEqual(coreValues.map((_, i) => i === 0));
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    radios.forEach((radio, i) => {
      const label = radio.closest('label')!;
      expect(label.textContent).toContain(coreValues[i]!.title);
      expect(label.nextElementSibling?.querySelector('h3')?.textContent).toBe(coreValues[i]!.title);
      expect(label.nextElementSibling?.textContent).toContain(coreValues[i]!.desc);
    });
  });

  it('shows the next core value every 3000 ms and wraps around', () => {
    render(<ValuesRotator values={coreValues} />);
    expect(checkedTitle()).toContain(first);
    act(() => vi.advanceTimersByTime(2999));
    expect(checkedTitle()).toContain(first);
    act(() => vi.advanceTimersByTime(1));
    expect(checkedTitle()).toContain(second);
    for (let i = 1; i < coreValues.length; i++) act(() => vi.advanceTimersByTime(3000));
    expect(checkedTitle()).toContain(first);
  });

  it('is not a live region, so screen readers are not interrupted on every change', () => {
    const { container } = render(<ValuesRotator values={coreValues} />);
    expect(container.querySelector('[aria-live]')).toBeNull();
  });

  it('moves on from the value the visitor chose, a full 3000 ms after the choice', () => {
    render(<ValuesRotator values={coreValues} />);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(choice(third!));
    expect(checkedTitle()).toContain(third);
    act(() => vi.advanceTimersByTime(2999));
    expect(checkedTitle()).toContain(third);
    act(() => vi.advanceTimersByTime(1));
    expect(checkedTitle()).toContain(coreValues[3]!.title);
  });

  it('starts from a value checked before the scripts ran', () => {
    const html = renderToString(<ValuesRotator values={coreValues} />);
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = html;
    host.querySelectorAll<HTMLInputElement>('input[type="radio"]')[2]!.checked = true;
    render(<ValuesRotator values={coreValues} />, { container: host, hydrate: true });
    expect(checkedTitle()).toContain(third);
    act(() => vi.advanceTimersByTime(3000));
    expect(checkedTitle()).toContain(coreValues[3]!.title);
    host.remove();
  });

  it('pauses while keyboard focus is inside and resumes when it leaves', () => {
    render(<ValuesRotator values={coreValues} />);
    const radio = choice(first!);
    fireEvent.focus(radio);
    act(() => vi.advanceTimersByTime(9000));
    expect(checkedTitle()).toContain(first);
    fireEvent.blur(radio);
    act(() => vi.advanceTimersByTime(3000));
    expect(checkedTitle()).toContain(second);
  });

  it('pauses while the mouse is over it', () => {
    render(<ValuesRotator values={coreValues} />);
    fireEvent.pointerEnter(screen.getByRole('group', { name: 'Choose a core value' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(checkedTitle()).toContain(first);
  });

  it('stops for good with the pause button and starts again with play', () => {
    render(<ValuesRotator values={coreValues} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause core values' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play core values' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(checkedTitle()).toContain(first);
    fireEvent.click(screen.getByRole('button', { name: 'Play core values' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause core values' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(checkedTitle()).toContain(second);
  });

  it('shows the pause button only once its script runs: not in the static HTML', () => {
    const html = renderToString(<ValuesRotator values={coreValues} />);
    expect(html).toMatch(/<button[^>]*aria-label="Pause core values"/);
    expect(html).not.toContain('data-working');
    render(<ValuesRotator values={coreValues} />);
    expect(screen.getByRole('button', { name: 'Pause core values' })).toHaveAttribute(
      'data-working',
    );
  });

  it('does not rotate when the visitor prefers reduced motion', () => {
    stubMatchMedia({ reducedMotion: true });
    render(<ValuesRotator values={coreValues} />);
    act(() => vi.advanceTimersByTime(9000));
    expect(checkedTitle()).toContain(first);
  });
});
