import { describe, expect, it } from 'vitest';
import { dateText, performanceText } from './performance-text';

describe('performanceText', () => {
  it('joins the date, the time cut to HH:MM and the venue that are set', () => {
    expect(dateText('2026-12-17')).toBe('Thu, Dec 17, 2026');
    expect(performanceText({ performance_date: '2027-05-13', performance_time: '19:00:00', venue: 'Auditorium' })).toBe(
      'Thu, May 13, 2027 · 19:00 · Auditorium',
    );
    expect(performanceText({ performance_date: null, performance_time: null, venue: 'Gym' })).toBe('Gym');
    expect(performanceText({ performance_date: null, performance_time: null, venue: null })).toBe('');
  });
});
