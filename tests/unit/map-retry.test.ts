import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_RETRIES, retryDelay, retrySchedule, withRetry } from '@/lib/map/retry';

describe('maps loader retry schedule', () => {
  it('retries 3 times, waiting 1 s, 2 s and 4 s', () => {
    expect(MAX_RETRIES).toBe(3);
    expect(retrySchedule()).toEqual([1_000, 2_000, 4_000]);
    expect(retryDelay(2)).toBeGreaterThan(retryDelay(1));
  });
});

describe('withRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up after one attempt and 3 retries, at the scheduled times', async () => {
    const attempt = vi.fn(() => Promise.reject(new Error('blocked')));
    const result = withRetry(attempt).catch((error: Error) => error);

    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(attempt).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(attempt).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(4);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(await result).toEqual(new Error('blocked'));
  });

  it('resolves as soon as an attempt succeeds', async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('flaky'))
      .mockResolvedValueOnce('loaded');
    const result = withRetry(attempt);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await result).toBe('loaded');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('stops retrying once aborted', async () => {
    const controller = new AbortController();
    const attempt = vi.fn(() => Promise.reject(new Error('blocked')));
    const result = withRetry(attempt, { signal: controller.signal }).catch(() => 'stopped');
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBe('stopped');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
