import { describe, expect, it } from 'vitest';
import { groupBySeason, isPerformed, localDay, seasonLabel, seasonStartYear } from './seasons';

let nextId = 1;
/** A program made on `created` (the same day for all unless a test says otherwise). */
const at = (
  name: string,
  performance_date: string | null,
  performance_time: string | null = null,
  created = '2025-01-01T00:00:00.000Z',
) => ({ id: nextId++, name, performance_date, performance_time, created_at: created });

const names = (groups: ReturnType<typeof groupBySeason<ReturnType<typeof at>>>) =>
  groups.map((g) => [g.label, g.programs.map((p) => p.name)]);

describe('seasonStartYear', () => {
  it('starts a season on August 1: July 31 is the season before', () => {
    expect(seasonStartYear('2026-07-31')).toBe(2025);
    expect(seasonStartYear('2026-08-01')).toBe(2026);
    expect(seasonStartYear('2026-01-01')).toBe(2025);
    expect(seasonStartYear('2025-12-31')).toBe(2025);
  });

  it('has no season without a date, or with a text that is not one', () => {
    expect(seasonStartYear(null)).toBeNull();
    expect(seasonStartYear(undefined)).toBeNull();
    expect(seasonStartYear('')).toBeNull();
    expect(seasonStartYear('soon')).toBeNull();
  });
});

describe('seasonLabel', () => {
  it('names a season by its two years, with an en dash', () => {
    expect(seasonLabel(2025)).toBe('2025–26 season');
    expect(seasonLabel(2009)).toBe('2009–10 season');
    expect(seasonLabel(1999)).toBe('1999–2000 season');
  });
});

describe('groupBySeason', () => {
  it('puts July 31 and August 1 of one year in different seasons, the newest first', () => {
    const groups = groupBySeason([at('Summer Pops', '2026-07-31'), at('Band Camp Show', '2026-08-01')]);
    expect(names(groups)).toEqual([
      ['2026–27 season', ['Band Camp Show']],
      ['2025–26 season', ['Summer Pops']],
    ]);
    expect(groups.map((g) => [g.key, g.startYear])).toEqual([
      ['2026', 2026],
      ['2025', 2025],
    ]);
  });

  it('orders a season as a calendar: oldest date first, then by time, a day without a time last', () => {
    const groups = groupBySeason([
      at('Spring Concert', '2026-05-14', '19:00'),
      at('Fall Concert', '2025-10-20'),
      at('Spring Matinee', '2026-05-14', '14:00'),
      at('Spring Reception', '2026-05-14'),
      at('Winter Concert', '2025-12-11', '19:30'),
    ]);
    expect(names(groups)).toEqual([
      ['2025–26 season', ['Fall Concert', 'Winter Concert', 'Spring Matinee', 'Spring Concert', 'Spring Reception']],
    ]);
  });

  it('keeps the programs without a date last, the newest created first', () => {
    const groups = groupBySeason([
      at('Idea A', null, null, '2025-01-01T00:00:00.000Z'),
      at('Old Concert', '2019-03-01'),
      at('Idea B', null, null, '2025-06-01T00:00:00.000Z'),
      at('New Concert', '2027-03-01'),
    ]);
    expect(names(groups)).toEqual([
      ['2026–27 season', ['New Concert']],
      ['2018–19 season', ['Old Concert']],
      ['No date yet', ['Idea B', 'Idea A']],
    ]);
    expect(groups.at(-1)).toMatchObject({ key: 'no-date', startYear: null });
  });

  it('puts programs of the same day and time in the order they were made, whatever order they came in', () => {
    const original = at('Concert', '2026-05-14', '19:00', '2025-09-01T00:00:00.000Z');
    const copy = at('Concert (copy)', '2026-05-14', '19:00', '2026-02-01T00:00:00.000Z');
    const earlier = at('Earlier', '2026-05-13');
    const expected = [['2025–26 season', ['Earlier', 'Concert', 'Concert (copy)']]];
    expect(names(groupBySeason([original, copy, earlier]))).toEqual(expected);
    expect(names(groupBySeason([copy, earlier, original]))).toEqual(expected); // newest first, as the API lists them
    // made in the same millisecond: the smaller id first
    const twin = { ...original, id: original.id - 100, name: 'Twin' };
    expect(names(groupBySeason([original, twin]))).toEqual([['2025–26 season', ['Twin', 'Concert']]]);
  });

  it('has no groups without programs, and no season group when no program has a date', () => {
    expect(groupBySeason([])).toEqual([]);
    expect(names(groupBySeason([at('Idea', null)]))).toEqual([['No date yet', ['Idea']]]);
  });
});

describe('isPerformed', () => {
  const today = '2026-05-14';
  it('is a finalized program whose day is over', () => {
    expect(isPerformed({ status: 'finalized', performance_date: '2026-05-13' }, today)).toBe(true);
  });
  it('is not a program of today or later, an unfinished one, or one without a date', () => {
    expect(isPerformed({ status: 'finalized', performance_date: '2026-05-14' }, today)).toBe(false);
    expect(isPerformed({ status: 'finalized', performance_date: '2026-06-01' }, today)).toBe(false);
    expect(isPerformed({ status: 'in_progress', performance_date: '2025-05-13' }, today)).toBe(false);
    expect(isPerformed({ status: 'finalized', performance_date: null }, today)).toBe(false);
  });
});

describe('localDay', () => {
  it("writes this device's day as YYYY-MM-DD", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
