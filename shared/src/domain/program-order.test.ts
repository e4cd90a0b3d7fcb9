import { describe, expect, it } from 'vitest';
import {
  arrangePieces,
  isPermutationOf,
  changeEnsembleSelection,
  mergeEnsembleSelection,
  reorderPieces,
  unknownPieceIds,
} from './program-order';

const piece = (id: number, ensemble_id: number | null) => ({ id, ensemble_id });
const ids = (pieces: { id: number }[]) => pieces.map((p) => p.id);

describe('arrangePieces', () => {
  it('puts unassigned pieces first, then each ensemble in program order, numbered from 1', () => {
    const arranged = arrangePieces(
      [piece(1, 20), piece(2, 10), piece(3, null), piece(4, 20), piece(5, null)],
      [10, 20],
    );
    expect(arranged.map((p) => [p.id, p.order])).toEqual([
      [3, 1],
      [5, 2],
      [2, 3],
      [1, 4],
      [4, 5],
    ]);
  });

  it('follows the ensemble order', () => {
    expect(ids(arrangePieces([piece(1, 10), piece(2, 20)], [20, 10]))).toEqual([2, 1]);
  });

  it('unassigns pieces of ensembles that are not in the program instead of losing them', () => {
    const arranged = arrangePieces([piece(1, 10), piece(2, 99)], [10]);
    expect(arranged).toEqual([
      { id: 2, ensemble_id: null, order: 1 },
      { id: 1, ensemble_id: 10, order: 2 },
    ]);
  });

  it('answers an empty list for no pieces', () => {
    expect(arrangePieces([], [1])).toEqual([]);
  });
});

describe('reorderPieces', () => {
  const start = arrangePieces([piece(1, null), piece(2, 10), piece(3, 10), piece(4, 10), piece(5, 20)], [10, 20]);

  it('sets the whole order when every piece is listed', () => {
    expect(ids(reorderPieces(start, [1, 4, 3, 2, 5], [10, 20]))).toEqual([1, 4, 3, 2, 5]);
  });

  it('lets a subset take the positions it occupies, others keep theirs', () => {
    expect(ids(reorderPieces(start, [4, 2], [10, 20]))).toEqual([1, 4, 3, 2, 5]);
    expect(ids(reorderPieces(start, [3], [10, 20]))).toEqual([1, 2, 3, 4, 5]);
  });

  it('never moves a piece into another ensemble', () => {
    const result = reorderPieces(start, [5, 1], [10, 20]);
    expect(ids(result)).toEqual([1, 2, 3, 4, 5]);
    expect(result.map((p) => p.ensemble_id)).toEqual([null, 10, 10, 10, 20]);
    // listing pieces of several groups reorders inside each group
    expect(ids(reorderPieces(start, [5, 4, 2], [10, 20]))).toEqual([1, 4, 3, 2, 5]);
    // a full list in another grouping still keeps the program's groups
    expect(ids(reorderPieces(start, [5, 3, 2, 4, 1], [10, 20]))).toEqual([1, 3, 2, 4, 5]);
  });

  it('rejects unknown and repeated ids', () => {
    expect(() => reorderPieces(start, [1, 99], [10, 20])).toThrow(RangeError);
    expect(() => reorderPieces(start, [1, 1], [10, 20])).toThrow(RangeError);
    expect(unknownPieceIds(start, [1, 99, 98])).toEqual([99, 98]);
  });
});

describe('ensemble order', () => {
  it('accepts only permutations of the current ensembles', () => {
    expect(isPermutationOf([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(isPermutationOf([1, 2, 3], [3, 1])).toBe(false);
    expect(isPermutationOf([1, 2, 3], [3, 1, 1])).toBe(false);
    expect(isPermutationOf([1, 2, 3], [3, 1, 4])).toBe(false);
  });

  it('keeps the order of kept ensembles and appends new ones', () => {
    expect(mergeEnsembleSelection([3, 1, 2], [1, 4, 3])).toEqual([3, 1, 4]);
  });

  it("applies a change made from an older list to the current one, keeping another window's change", () => {
    // read [1]; another window added 2 since; this one adds 3
    expect(changeEnsembleSelection([1, 2], [1], [1, 3])).toEqual([1, 2, 3]);
    // read [1, 3]; this one removes 1; 2 (never seen) stays
    expect(changeEnsembleSelection([1, 2, 3], [1, 3], [3])).toEqual([2, 3]);
    // an ensemble added here that another window added too is there once
    expect(changeEnsembleSelection([1, 2], [1], [1, 2])).toEqual([1, 2]);
  });
});
