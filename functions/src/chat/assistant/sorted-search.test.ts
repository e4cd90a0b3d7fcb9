import { describe, expect, it } from 'vitest';
import { firstWhere } from './sorted-search';

describe('firstWhere', () => {
  const grades = Float64Array.from([1, 2, 2, 2.5, 4]);

  it('finds the first value at least, or above, the one sought', () => {
    expect(firstWhere(grades, (g) => g >= 2)).toBe(1);
    expect(firstWhere(grades, (g) => g > 2)).toBe(3);
    expect(firstWhere(['air', 'band', 'bandstand', 'chorale'], (t) => t >= 'band')).toBe(1);
  });

  it('is the length when no value is past, and 0 when every one is', () => {
    expect(firstWhere(grades, (g) => g > 6)).toBe(5);
    expect(firstWhere(grades, (g) => g >= 0)).toBe(0);
    expect(firstWhere([], () => true)).toBe(0);
  });
});
