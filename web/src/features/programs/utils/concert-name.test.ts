import { describe, expect, it } from 'vitest';
import { seasonalConcertName } from './concert-name';

describe('seasonalConcertName', () => {
  it("names the concert after today's season while the program has no date", () => {
    expect(seasonalConcertName('', new Date(2026, 0, 15))).toBe('Winter Concert');
    expect(seasonalConcertName('', new Date(2026, 3, 2))).toBe('Spring Concert');
    expect(seasonalConcertName('', new Date(2026, 6, 4))).toBe('Summer Concert');
    expect(seasonalConcertName('', new Date(2026, 9, 31))).toBe('Fall Concert');
    expect(seasonalConcertName('', new Date(2026, 11, 10))).toBe('Winter Concert');
  });

  it("names it after the performance date's season once there is one", () => {
    expect(seasonalConcertName('2027-05-14', new Date(2026, 9, 1))).toBe('Spring Concert');
    expect(seasonalConcertName('2026-12-18', new Date(2026, 9, 1))).toBe('Winter Concert');
    expect(seasonalConcertName('2026-13-01', new Date(2026, 9, 1))).toBe('Fall Concert');
    expect(seasonalConcertName('soon', new Date(2026, 2, 1))).toBe('Spring Concert');
  });
});
