// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnapTrack } from '@/components/ui/use-snap-track';

// jsdom lays nothing out: the track is given a size (two 100 px items, a page each, scrolled to the
// second), and the tests hold the ResizeObserver's reports, which the browser makes once it has
// laid the track out for a frame (for a track `content-visibility: auto` skips, only once the
// visitor nears it).
let reports: (() => void)[] = [];
class HeldResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    reports.push(() => this.callback());
  }
  disconnect() {}
}

function Track() {
  const ref = useRef<HTMLUListElement>(null);
  const { position } = useSnapTrack(ref);
  return (
    <>
      <ul ref={ref} data-testid="track">
        <li>one</li>
        <li>two</li>
      </ul>
      <output>{position ? `page ${position.page + 1}` : 'not measured'}</output>
    </>
  );
}

function renderMovedTrack() {
  render(<Track />);
  const track = screen.getByTestId('track');
  Object.defineProperties(track, {
    clientWidth: { value: 100 },
    scrollWidth: { value: 200 },
    scrollLeft: { value: 100, writable: true },
  });
  Object.defineProperty(track.firstElementChild, 'offsetWidth', { value: 100 });
}

const shown = () => screen.getByRole('status').textContent;
const nextFrameAndTask = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  });

beforeEach(() => {
  reports = [];
  vi.stubGlobal('ResizeObserver', HeldResizeObserver);
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.scrollY = 0;
  history.replaceState(null, '', '/');
});

describe('useSnapTrack', () => {
  it('on a page the visitor has not moved through, reads the track only when the observer reports it', () => {
    renderMovedTrack();
    nextFrameAndTask();
    expect(shown()).toBe('not measured');
    act(() => reports.forEach((report) => report()));
    expect(shown()).toBe('page 2');
  });

  it('on a page already scrolled, reads the track after the next frame, wherever it is', () => {
    window.scrollY = 640;
    renderMovedTrack();
    expect(shown()).toBe('not measured');
    nextFrameAndTask();
    expect(shown()).toBe('page 2');
  });

  it('on a page opened at or taken to a fragment, reads the track after the next frame', () => {
    history.replaceState(null, '', '/#services-2');
    renderMovedTrack();
    nextFrameAndTask();
    expect(shown()).toBe('page 2');
  });
});
