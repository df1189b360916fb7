// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame, inOwnTask } from '@/lib/after-frame';

beforeEach(() =>
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
  }),
);
afterEach(() => vi.useRealTimers());

describe('afterNextFrame', () => {
  it('runs the callback in a task after the next frame, not in the frame itself', () => {
    const order: string[] = [];
    afterNextFrame(() => order.push('after'));
    requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(order).toEqual(['frame']);
    vi.runOnlyPendingTimers();
    expect(order).toEqual(['frame', 'after']);
  });

  it('runs nothing once cancelled, before the frame or between the frame and the task', () => {
    const callback = vi.fn();
    afterNextFrame(callback)();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    const cancel = afterNextFrame(callback);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.runOnlyPendingTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('inOwnTask', () => {
  it('runs the callback in a task after the running one, and not at all once cancelled', () => {
    const order: string[] = [];
    inOwnTask(() => order.push('own task'));
    order.push('this task');
    const cancelled = vi.fn();
    inOwnTask(cancelled)();
    expect(order).toEqual(['this task']);
    vi.runOnlyPendingTimers();
    expect(order).toEqual(['this task', 'own task']);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
