import { describe, expect, it } from 'vitest';
import { formatDuration, totalDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [75, '1:15'],
    [600, '10:00'],
    [3600, '60:00'],
    [3725, '62:05'],
  ])('%i s → %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});

describe('totalDuration', () => {
  it('sums durations, counting missing ones as zero', () => {
    expect(totalDuration([{ duration: 200 }, { duration: null }, { duration: 95 }])).toBe(295);
  });
});
