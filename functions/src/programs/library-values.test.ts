import { describe, expect, it } from 'vitest';
import { withValues } from './library-values';
import type { StoredPiece } from './stored-piece';
import { programRecord } from './test-fixtures';

// The pure part; reading the library (once per library version) is tested through the API against
// the local stack: test/api/program-library-sync.test.ts.
const piece = (id: number, fields: Partial<StoredPiece> = {}): StoredPiece => ({
  id,
  title: `Piece ${id}`,
  composer: 'As added',
  arranger: null,
  duration: null,
  ensemble_id: null,
  notes: null,
  library_entry_id: id * 10,
  ...fields,
});
describe('withValues', () => {
  const values = new Map([
    [10, { title: 'Now', composer: 'C', arranger: null, duration: 200 }],
    [20, null],
  ]);

  it("takes the entry's title, composer, arranger and duration, except the piece's own fields", () => {
    const [followed, deleted, own] = withValues(
      programRecord([piece(1), piece(2), piece(3, { library_entry_id: 10, duration: 90, own_fields: ['duration'] })]),
      values,
    ).pieces;
    expect(followed).toMatchObject({ title: 'Now', composer: 'C', arranger: null, duration: 200, notes: null });
    expect(deleted).toMatchObject({ title: 'Piece 2', composer: 'As added' });
    expect(own).toMatchObject({ title: 'Now', duration: 90 });
  });

  it('leaves a finalized program as stored', () => {
    const finalized = programRecord([piece(1)], 'finalized');
    expect(withValues(finalized, values)).toBe(finalized);
  });
});
