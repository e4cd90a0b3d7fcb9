import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

const settled = (promise: Promise<void>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};

describe('afterNextPaint', () => {
  // the frames are the test's: it runs the frame's callbacks when it chooses
  const frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('resolves in the task after the next frame, not before', async () => {
    const paint = settled(afterNextPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(paint.done).toBe(false);
    frames.shift()!(0); // the frame's callbacks run
    expect(paint.done).toBe(false);
    await vi.advanceTimersByTimeAsync(0); // then the task after it
    expect(paint.done).toBe(true);
  });

  it('resolves without a frame too (a hidden tab paints none)', async () => {
    const paint = settled(afterNextPaint());
    await vi.advanceTimersByTimeAsync(99);
    expect(paint.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(paint.done).toBe(true);
  });
});
