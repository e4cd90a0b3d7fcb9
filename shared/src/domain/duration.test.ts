import { describe, expect, it } from 'vitest';
import { formatDuration, formatPieceDuration, totalDuration, totalDurationParts } from './duration';

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

describe('lengths that are unknown', () => {
  it('show "—" for a piece, never 0:00', () => {
    expect(formatPieceDuration(null)).toBe('—');
    expect(formatPieceDuration(0)).toBe('—');
    expect(formatPieceDuration(195)).toBe('3:15');
  });

  it.each([
    [[], '0:00'],
    [[{ duration: 200 }, { duration: 95 }], '4:55'],
    [[{ duration: 200 }, { duration: null }], '3:20 + 1 piece without a length'],
    [[{ duration: 200 }, { duration: null }, { duration: 0 }], '3:20 + 2 pieces without a length'],
    [[{ duration: null }, { duration: null }], '— + 2 pieces without a length'],
  ])('a total of %j reads %s', (pieces, text) => {
    const { time, without } = totalDurationParts(pieces);
    expect([time, without].filter(Boolean).join(' ')).toBe(text);
  });
});
