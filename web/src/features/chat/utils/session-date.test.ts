import { describe, expect, it } from 'vitest';
import { formatSessionDate } from './session-date';

describe('formatSessionDate', () => {
  const now = new Date(2026, 4, 12, 18, 0);

  it('says today with the time, yesterday, a day of this year, or a full date', () => {
    expect(formatSessionDate(new Date(2026, 4, 12, 15, 4).toISOString(), now)).toBe('Today, 3:04 PM');
    expect(formatSessionDate(new Date(2026, 4, 11, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(formatSessionDate(new Date(2026, 2, 5, 9, 0).toISOString(), now)).toBe('Mar 5');
    expect(formatSessionDate(new Date(2025, 2, 5, 9, 0).toISOString(), now)).toBe('Mar 5, 2025');
  });

  it('says nothing for a date it cannot read', () => {
    expect(formatSessionDate('not a date', now)).toBe('');
  });
});
