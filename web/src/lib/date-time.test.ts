import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatRecent, formatTime, formatUtcDay } from './date-time';

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

describe('formatUtcDay', () => {
  it('says the day of an instant in UTC', () => {
    expect(formatUtcDay('2030-06-30T23:30:00Z')).toBe('June 30, 2030');
    expect(formatUtcDay('not a date')).toBe('');
  });
});

describe('times', () => {
  it('are on the 24-hour clock, cut to HH:MM', () => {
    expect(formatTime('19:30:00')).toBe('19:30');
    expect(formatTime('09:05')).toBe('09:05');
    expect(formatTime(null)).toBeNull();
    expect(formatDateTime(new Date(2027, 4, 13, 15, 4))).toBe('May 13, 2027, 15:04');
  });
});

describe('formatRecent', () => {
  const now = new Date(2026, 4, 12, 18, 0);

  it('says today with the time, yesterday, a day of this year, or a full date', () => {
    expect(formatRecent(new Date(2026, 4, 12, 15, 4).toISOString(), now)).toBe('Today, 15:04');
    expect(formatRecent(new Date(2026, 4, 12, 0, 5).toISOString(), now)).toBe('Today, 00:05');
    expect(formatRecent(new Date(2026, 4, 11, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(formatRecent(new Date(2026, 2, 5, 9, 0).toISOString(), now)).toBe('Mar 5');
    expect(formatRecent(new Date(2025, 2, 5, 9, 0).toISOString(), now)).toBe('Mar 5, 2025');
  });

  it('says nothing for a date it cannot read', () => {
    expect(formatRecent('not a date', now)).toBe('');
  });
});
