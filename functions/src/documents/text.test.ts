import { describe, expect, it } from 'vitest';
import { cleanLine, cleanLines, formatPerformanceDate, formatRunningTime, formatWhen, stripXmlInvalid } from './text';

describe('text for the printed program', () => {
  it('strips characters XML 1.0 forbids and keeps emoji and accents', () => {
    expect(stripXmlInvalid('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\tg\nh')).toBe('abcdef\tg\nh');
    expect(stripXmlInvalid('lone \uD83C surrogate \uDF84 but 🎄 stays, Fête too')).toBe(
      'lone  surrogate  but 🎄 stays, Fête too',
    );
    expect(cleanLine('  Ave\tMaria \r\n ')).toBe('Ave Maria');
    expect(cleanLine(null)).toBe('');
    expect(cleanLines('first\r\n\r\n  second \u0007line\n')).toEqual(['first', 'second line']);
  });

  it("formats the date for people and the time in the director's locale", () => {
    expect(formatPerformanceDate('2027-05-14')).toBe('Friday, May 14, 2027');
    expect(formatPerformanceDate('2027-02-30')).toBeUndefined();
    expect(formatPerformanceDate(null)).toBeUndefined();
    expect(formatWhen('2027-05-14', '19:00', 'en-US')).toBe('Friday, May 14, 2027 · 7:00 PM');
    expect(formatWhen('2027-05-14', '19:00:00', 'en-GB')).toBe('Friday, May 14, 2027 · 19:00');
    expect(formatWhen(null, '00:05', 'en-US')).toBe('12:05 AM');
    expect(formatWhen('2027-05-14', '25:00', 'en-US')).toBe('Friday, May 14, 2027');
    expect(formatWhen(null, null, 'en-US')).toBeUndefined();
  });

  it('words the running time', () => {
    expect(formatRunningTime(0)).toBe('0 minutes');
    expect(formatRunningTime(60)).toBe('1 minute');
    expect(formatRunningTime(2700)).toBe('45 minutes');
    expect(formatRunningTime(3600)).toBe('1 hour');
    expect(formatRunningTime(4350)).toBe('1 hour 13 minutes');
  });
});
