import { describe, expect, it } from 'vitest';
import { performanceText, performanceWhen } from './performance-text';

describe('performanceText', () => {
  it("joins the date, the time in the director's locale and the venue that are set", () => {
    expect(performanceText({ performance_date: '2027-05-13', performance_time: '19:00:00', venue: 'Auditorium' })).toBe(
      'Thu, May 13, 2027 · 7:00 PM · Auditorium',
    );
    expect(performanceText({ performance_date: null, performance_time: null, venue: 'Gym' })).toBe('Gym');
    expect(performanceText({ performance_date: null, performance_time: null, venue: null })).toBe('');
  });
});

describe('performanceWhen', () => {
  it('says the day and, with a day, the time', () => {
    expect(performanceWhen('2027-05-13', '19:00')).toBe('Thu, May 13, 2027 at 7:00 PM');
    expect(performanceWhen('2027-05-13', null)).toBe('Thu, May 13, 2027');
    expect(performanceWhen(null, '19:00')).toBeNull();
  });
});
