import { describe, expect, it } from 'vitest';
import {
  cleanLine,
  cleanLines,
  formatPerformanceDate,
  formatPerformanceTime,
  formatRunningTime,
  formatWhen,
  stripXmlInvalid,
} from './text';

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

  it('formats date and time for people', () => {
    expect(formatPerformanceDate('2027-05-14')).toBe('Friday, May 14, 2027');
    expect(formatPerformanceDate('2027-02-30')).toBeUndefined();
    expect(formatPerformanceDate(null)).toBeUndefined();
    expect(formatPerformanceTime('19:00')).toBe('7:00 PM');
    expect(formatPerformanceTime('00:05')).toBe('12:05 AM');
    expect(formatPerformanceTime('12:30:00')).toBe('12:30 PM');
    expect(formatPerformanceTime('25:00')).toBeUndefined();
    expect(formatWhen('2027-05-14', '19:00')).toBe('Friday, May 14, 2027 · 7:00 PM');
    expect(formatWhen(null, '19:00')).toBe('7:00 PM');
    expect(formatWhen(null, null)).toBeUndefined();
  });

  it('words the running time', () => {
    expect(formatRunningTime(0)).toBe('0 minutes');
    expect(formatRunningTime(60)).toBe('1 minute');
    expect(formatRunningTime(2700)).toBe('45 minutes');
    expect(formatRunningTime(3600)).toBe('1 hour');
    expect(formatRunningTime(4350)).toBe('1 hour 13 minutes');
  });
});
