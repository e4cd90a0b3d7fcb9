import type { Performance } from '@app/shared/contracts/programs';
import { describe, expect, it } from 'vitest';
import { concertHeading, concertsOf, playedByEntries, playedSummary } from './repertoire-history-text';

const played = (overrides: Partial<Performance>): Performance => ({
  program_id: 1,
  program_title: 'Spring Concert',
  date: '2026-05-14',
  ensemble_id: 10,
  ensemble_name: 'Symphonic Band',
  title: 'Piece',
  composer: null,
  arranger: null,
  library_entry_id: null,
  ...overrides,
});

// as the API answers: newest first
const history: Performance[] = [
  played({ program_id: 2, title: 'Shenandoah', composer: 'Frank Ticheli', library_entry_id: 7 }),
  played({ program_id: 2, ensemble_id: 11, ensemble_name: 'Jazz Band', title: 'Take the A Train' }),
  played({ program_id: 2, title: 'Sleigh Ride', composer: 'Leroy Anderson' }),
  played({
    program_id: 1,
    program_title: 'Winter Concert',
    date: '2025-12-11',
    ensemble_id: 11,
    ensemble_name: 'Jazz Band',
    title: 'Shenandoah',
    library_entry_id: 7,
  }),
  played({ program_id: 1, program_title: 'Winter Concert', date: '2025-12-11', title: 'Chorale', library_entry_id: 8 }),
  played({ program_id: 3, program_title: 'Fall Concert', date: '2024-10-20', library_entry_id: 7 }),
];

describe('concertsOf', () => {
  it("groups the ensemble's pieces by concert, newest first, in program order", () => {
    const concerts = concertsOf(history, 10);
    expect(concerts.map((c) => [c.programId, c.title, c.date])).toEqual([
      [2, 'Spring Concert', '2026-05-14'],
      [1, 'Winter Concert', '2025-12-11'],
      [3, 'Fall Concert', '2024-10-20'],
    ]);
    expect(concerts[0]!.pieces.map((p) => p.title)).toEqual(['Shenandoah', 'Sleigh Ride']);
    expect(concerts[1]!.pieces.map((p) => p.title)).toEqual(['Chorale']);
  });

  it("leaves out the other ensembles' pieces, and puts the newest first whatever the order it gets", () => {
    const concerts = concertsOf([...history].reverse(), 11);
    expect(concerts.map((c) => c.title)).toEqual(['Spring Concert', 'Winter Concert']);
    expect(concerts.flatMap((c) => c.pieces.map((p) => p.title))).toEqual(['Take the A Train', 'Shenandoah']);
  });

  it('is empty for an ensemble that played no concert', () => {
    expect(concertsOf(history, 99)).toEqual([]);
    expect(concertsOf([], 10)).toEqual([]);
  });
});

describe('concertHeading', () => {
  it("says the concert's name and day", () => {
    expect(concertHeading({ title: 'Spring Concert', date: '2026-05-14' })).toBe('Spring Concert · May 14, 2026');
  });
});

describe('playedSummary', () => {
  it('counts the pieces and concerts, in the singular for one', () => {
    expect(playedSummary(concertsOf(history, 10))).toBe('Played 4 pieces in 3 concerts');
    expect(playedSummary(concertsOf(history.slice(4, 5), 10))).toBe('Played 1 piece in 1 concert');
    expect(playedSummary([])).toBeNull();
  });
});

describe('playedByEntries', () => {
  it('names each ensemble once with the month of its latest performance, most recent first', () => {
    const text = playedByEntries(history);
    expect(text.get(7)).toBe('Played by Symphonic Band, May 2026; Jazz Band, Dec 2025');
    expect(text.get(8)).toBe('Played by Symphonic Band, Dec 2025');
  });

  it('leaves out pieces not from the library and entries nobody played', () => {
    const text = playedByEntries(history);
    expect([...text.keys()].sort()).toEqual([7, 8]);
  });

  it('names an ensemble deleted since as such', () => {
    const text = playedByEntries([played({ ensemble_name: null, date: '2025-03-02', library_entry_id: 5 })]);
    expect(text.get(5)).toBe('Played by a deleted ensemble, Mar 2025');
  });
});
