import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, formatTimeOfDay, preferredLocale } from './time-of-day';

describe('formatTimeOfDay', () => {
  it('writes a stored time as the locale does, with plain spaces', () => {
    expect(formatTimeOfDay('19:00', 'en-US')).toBe('7:00 PM');
    expect(formatTimeOfDay('00:05:00', 'en-US')).toBe('12:05 AM');
    expect(formatTimeOfDay('12:30', 'en-US')).toBe('12:30 PM');
    expect(formatTimeOfDay('19:00', 'en-GB')).toBe('19:00');
    expect(formatTimeOfDay('09:05', 'de-DE')).toBe('09:05');
    expect(formatTimeOfDay('19:00', 'en-US')).not.toMatch(/[\u202F\u2009]/);
  });

  it('is null for what is not a time of day', () => {
    expect(formatTimeOfDay(null)).toBeNull();
    expect(formatTimeOfDay('soon')).toBeNull();
    expect(formatTimeOfDay('25:00', 'en-US')).toBeNull();
    expect(formatTimeOfDay('7:00', 'en-US')).toBeNull();
  });
});

describe('preferredLocale', () => {
  it('takes the most preferred language the runtime can format', () => {
    expect(preferredLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de-DE');
    expect(preferredLocale('en;q=0.5, en-GB')).toBe('en-GB');
    expect(preferredLocale('xx-YY, fr-CA;q=0.7')).toBe('fr-CA');
  });

  it('falls back to US English without one', () => {
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(preferredLocale(undefined)).toBe('en-US');
    expect(preferredLocale('')).toBe('en-US');
    expect(preferredLocale('*')).toBe('en-US');
    expect(preferredLocale('de;q=0, not a tag!')).toBe('en-US');
  });
});
