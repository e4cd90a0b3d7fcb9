import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentCache } from './recent-cache';

afterEach(() => vi.useRealTimers());

describe('RecentCache', () => {
  it('returns a value only while it is younger than the asked age', () => {
    vi.useFakeTimers();
    const cache = new RecentCache<string>(10);
    cache.set('a', 'one');
    vi.advanceTimersByTime(5_000);
    expect(cache.get('a', 10_000)).toBe('one');
    expect(cache.get('a', 4_000)).toBeUndefined();
    vi.advanceTimersByTime(6_000);
    expect(cache.get('a', 10_000)).toBeUndefined();
  });

  it('drops the least recently used entry past its bound, and forgets on delete', () => {
    const cache = new RecentCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a', 1000)).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b', 1000)).toBeUndefined();
    expect(cache.get('a', 1000)).toBe(1);
    expect(cache.get('c', 1000)).toBe(3);
    cache.delete('a');
    expect(cache.get('a', 1000)).toBeUndefined();
  });
});
