// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MapLoader } from '@/components/map/map-loader';

describe('<MapLoader>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows "Loading map…" while loading, then "Error loading map" after 3 failed retries', async () => {
    const load = vi.fn(() => Promise.reject(new Error('blocked')));
    render(<MapLoader apiKey="test-key" mapId="DEMO_MAP_ID" load={load} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading map…');
    await act(() => vi.advanceTimersByTimeAsync(6_999));
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(4);
    expect(load).toHaveBeenCalledWith('test-key');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error loading map$/);
    expect(screen.queryByText('Loading map…')).not.toBeInTheDocument();
  });
});
