import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMonth, formatRecent, formatTime, formatUtcDay } from './date-time';

describe('formatDay', () => {
  it('reads YYYY-MM-DD as written, in each style', () => {
    expect(formatDay('2027-05-13', 'weekday')).toBe('Thu, May 13, 2027');
    expect(formatDay('2027-05-13')).toBe('May 13, 2027');
    expect(formatDay('2026-11-03', 'long')).toBe('November 3, 2026');
    expect(formatDay('2027-05-13T00:00:00Z')).toBe('May 13, 2027');
  });

  it('is null for what is not a day', () => {
    expect(formatDay(null)).toBeNull();
    expect(formatDay('soon')).toBeNull();
  });
});

describe('formatMonth', () => {
  it('says the month and year of a day, read as written whatever the time zone', () => {
    expect(formatMonth('2025-05-01')).toBe('May 2025');
    expect(formatMonth('2024-12-31')).toBe('Dec 2024');
    expect(formatMonth('2026-01-01T00:00:00Z')).toBe('Jan 2026');
  });

  it('is null for what is not a day', () => {
    expect(formatMonth(null)).toBeNull();
    expect(formatMonth('May')).toBeNull();
  });
});

describe('formatUtcDay', () => {
  it('says the day of an instant in UTC', () => {
    expect(formatUtcDay('2030-06-30T23:30:00Z')).toBe('June 30, 2030');
    expect(formatUtcDay('not a date')).toBe('');
  });
});

// the test machine's locale is US English (as the browser of a director in the US)
describe('times', () => {
  it('are in the locale of the device, as the printed program writes them', () => {
    expect(formatTime('19:30:00')).toBe('7:30 PM');
    expect(formatTime('09:05')).toBe('9:05 AM');
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime(null)).toBeNull();
    expect(formatDateTime(new Date(2027, 4, 13, 15, 4))).toBe('May 13, 2027, 3:04 PM');
  });
});

describe('formatRecent', () => {
  const now = new Date(2026, 4, 12, 18, 0);

  it('says today with the time, yesterday, a day of this year, or a full date', () => {
    expect(formatRecent(new Date(2026, 4, 12, 15, 4).toISOString(), now)).toBe('Today, 3:04 PM');
    expect(formatRecent(new Date(2026, 4, 12, 0, 5).toISOString(), now)).toBe('Today, 12:05 AM');
    expect(formatRecent(new Date(2026, 4, 11, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(formatRecent(new Date(2026, 2, 5, 9, 0).toISOString(), now)).toBe('Mar 5');
    expect(formatRecent(new Date(2025, 2, 5, 9, 0).toISOString(), now)).toBe('Mar 5, 2025');
  });

  it('says nothing for a date it cannot read', () => {
    expect(formatRecent('not a date', now)).toBe('');
  });
});
