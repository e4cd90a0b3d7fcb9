import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('gives distinct, increasing, safe positive integers even thousands in one millisecond', () => {
    const ids = Array.from({ length: 10_000 }, newId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id, i) => Number.isSafeInteger(id) && id > 0 && (i === 0 || id > ids[i - 1]!))).toBe(true);
  });
});
