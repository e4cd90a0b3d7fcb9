import { describe, expect, it } from 'vitest';
import { countWithoutDuration } from '@app/shared/domain/duration';
import type { LibraryValues } from './library-values';
import { withValues } from './library-values';
import type { ProgramRecord } from './repository';
import type { StoredPiece } from './stored-piece';
import { programRecord } from './test-fixtures';
import { followedEntries, storedSummary, summaryDuration } from './summary';
import { toProgram } from './view';

const piece = (id: number, fields: Partial<StoredPiece> = {}): StoredPiece => ({
  id,
  title: `Piece ${id}`,
  composer: null,
  arranger: null,
  duration: null,
  ensemble_id: null,
  notes: null,
  library_entry_id: null,
  ...fields,
});

const pieces = [
  piece(1, { duration: 120 }), // typed in, no entry
  piece(2, { duration: 0 }), // an older piece without a length
  piece(3, { library_entry_id: 30, duration: 200 }), // follows entry 30
  piece(4, { library_entry_id: 40, duration: 150 }), // entry 40 deleted: keeps 150
  piece(5, { library_entry_id: 50, duration: 90, own_fields: ['duration'] }), // the director's own length
  piece(6, { library_entry_id: 60, duration: 100 }), // entry 60 has no length now
  piece(7, { library_entry_id: 70, duration: null }), // entry 70 has one now
];
const entries = new Map<number, LibraryValues | null>([
  [30, { title: 'T', composer: null, arranger: null, duration: 300 }],
  [40, null],
  [50, { title: 'T', composer: null, arranger: null, duration: 999 }],
  [60, { title: 'T', composer: null, arranger: null, duration: null }],
  [70, { title: 'T', composer: null, arranger: null, duration: 60 }],
]);

/** What the whole program shows: the running time the list must show for it. */
const shown = (record: ProgramRecord) => {
  const whole = toProgram(withValues(record, entries), new Map());
  return { seconds: whole.total_duration, without: countWithoutDuration(whole.pieces) };
};

describe('program summary', () => {
  it('keeps the lengths that follow library entries apart, and sums the others', () => {
    const summary = storedSummary(programRecord(pieces));
    expect(summary).toEqual({
      pieces: 7,
      seconds: 210,
      without: 1,
      followed: '30:200 40:150 60:100 70:',
    });
    expect(followedEntries(summary)).toEqual([30, 40, 60, 70]);
  });

  it("gives the running time the program shows, with the entries' current lengths", () => {
    const record = programRecord(pieces);
    expect(summaryDuration(storedSummary(record), entries)).toEqual({ seconds: 720, without: 2 });
    expect(summaryDuration(storedSummary(record), entries)).toEqual(shown(record));
  });

  it('sums every length of a finalized program: it keeps the values it was finalized with', () => {
    const record = programRecord(pieces, 'finalized');
    expect(storedSummary(record)).toEqual({ pieces: 7, seconds: 660, without: 2 });
    expect(summaryDuration(storedSummary(record), entries)).toEqual(shown(record));
  });

  it('counts nothing for a program without pieces', () => {
    expect(summaryDuration(storedSummary(programRecord([])), entries)).toEqual({ seconds: 0, without: 0 });
  });
});
