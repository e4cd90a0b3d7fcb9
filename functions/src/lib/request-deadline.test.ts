import { describe, expect, it } from 'vitest';
import { timeLeftMs, withRequestDeadline } from './request-deadline';

describe('the request deadline', () => {
  it('is what the handler set, for everything the request awaits, and none outside a request', async () => {
    expect(timeLeftMs()).toBe(Number.POSITIVE_INFINITY);
    const left = await withRequestDeadline(Date.now() + 5_000, async () => {
      await Promise.resolve();
      return timeLeftMs();
    });
    expect(left).toBeGreaterThan(4_000);
    expect(left).toBeLessThanOrEqual(5_000);
  });
});
