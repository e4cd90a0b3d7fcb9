import { describe, expect, it } from 'vitest';
import { median, percentile, summarizeLatencies } from './load';

const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

describe('percentile (nearest rank)', () => {
  it('is the smallest value with at least p% of the values at or below it', () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 99)).toBe(99);
    expect(percentile(oneToHundred, 99.5)).toBe(100);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30], 34)).toBe(20);
    expect(percentile([10, 20, 30], 33)).toBe(10);
  });

  it('is the first or last value at the ends, and NaN without values', () => {
    expect(percentile(oneToHundred, 0)).toBe(1);
    expect(percentile(oneToHundred, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('median', () => {
  it('sorts a copy first', () => {
    const values = [5, 1, 3];
    expect(median(values)).toBe(3);
    expect(values).toEqual([5, 1, 3]);
  });
});

describe('summarizeLatencies', () => {
  it('gives the percentiles, the maximum and the throughput of a phase', () => {
    const shuffled = [...oneToHundred].reverse();
    expect(summarizeLatencies(shuffled, { '200': 99, '500': 1 }, 1, 2_000)).toEqual({
      requests: 100,
      errors: 1,
      outcomes: { '200': 99, '500': 1 },
      p50_ms: 50,
      p95_ms: 95,
      p99_ms: 99,
      max_ms: 100,
      throughput_rps: 50,
    });
  });

  it('rounds to hundredths', () => {
    expect(summarizeLatencies([1.23456], { ok: 1 }, 0, 3_000)).toMatchObject({ p50_ms: 1.23, throughput_rps: 0.33 });
  });
});
