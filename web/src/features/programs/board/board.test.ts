import { describe, expect, it } from 'vitest';
import type { Program, ProgramPiece } from '@app/shared/contracts/programs';
import { aProgram, aProgramPiece } from '../../../testing/fixtures';
import {
  applyEnsembleOrder,
  applyPieceMove,
  badgeCount,
  callsForEnsembleOrder,
  callsForPieceMove,
  insertIndex,
  moveEnsemble,
  programToBoard,
  reorderPayload,
  UNASSIGNED,
} from './board';

const piece = (id: number, ensemble_id: number | null, order: number, duration = 60): ProgramPiece =>
  aProgramPiece({ id, ensemble_id, order, duration });

/** Band (10) then Choir (20); pieces 1, 2 unassigned, 3, 4 band, 5 choir. */
const concert = (): Program =>
  aProgram({
    id: 7,
    pieces: [piece(5, 20, 5), piece(3, 10, 3), piece(1, null, 1), piece(4, 10, 4, 300), piece(2, null, 2)],
    program_ensembles: [
      { ensemble_id: 20, order: 2, name: 'Choir', type: 'mixed_choir' },
      { ensemble_id: 10, order: 1, name: 'Band', type: 'concert_band' },
    ],
    total_duration: 540,
    formatted_duration: '9:00',
  });

const ids = (pieces: readonly ProgramPiece[]) => pieces.map((p) => p.id);
const orderOf = (program: Program) =>
  [...program.pieces].sort((a, b) => a.order - b.order).map((p) => [p.id, p.order, p.ensemble_id]);

describe('programToBoard', () => {
  it('lists Unassigned, then each ensemble in program order, pieces by order, with list durations', () => {
    const board = programToBoard(concert());
    expect(ids(board.unassigned.pieces)).toEqual([1, 2]);
    expect(board.ensembles.map((e) => [e.ensemble.name, ids(e.pieces), e.duration])).toEqual([
      ['Band', [3, 4], 360],
      ['Choir', [5], 60],
    ]);
  });

  it('shows a piece whose ensemble left the program as unassigned (no piece is lost)', () => {
    const program = {
      ...concert(),
      program_ensembles: concert().program_ensembles.filter((e) => e.ensemble_id === 10),
    };
    expect(ids(programToBoard(program).unassigned.pieces)).toEqual([1, 2, 5]);
  });
});

describe('insertIndex (the indicator before or after the target)', () => {
  it('is the target place, or the one after it, in the list without the dragged piece', () => {
    expect(insertIndex([3, 4, 6], 9, 4, false)).toBe(1);
    expect(insertIndex([3, 4, 6], 9, 4, true)).toBe(2);
    // dragging 3 below 4 within the same list
    expect(insertIndex([3, 4, 6], 3, 4, true)).toBe(1);
    expect(insertIndex([3, 4, 6], 6, 3, false)).toBe(0);
    expect(insertIndex([], 9, 4, true)).toBe(0);
  });
});

describe('applyPieceMove and the order numbering (1-based: unassigned first, then each ensemble)', () => {
  it('assigns an unassigned piece into an ensemble at the insert place and renumbers all', () => {
    const after = applyPieceMove(concert(), { pieceId: 1, to: 10, index: 1 });
    expect(orderOf(after)).toEqual([
      [2, 1, null],
      [3, 2, 10],
      [1, 3, 10],
      [4, 4, 10],
      [5, 5, 20],
    ]);
    expect(after.program_ensembles).toEqual(concert().program_ensembles);
    expect(after.total_duration).toBe(540);
  });

  it('clears the ensemble of a piece dropped onto Unassigned', () => {
    const after = applyPieceMove(concert(), { pieceId: 5, to: UNASSIGNED, index: 0 });
    expect(orderOf(after)).toEqual([
      [5, 1, null],
      [1, 2, null],
      [2, 3, null],
      [3, 4, 10],
      [4, 5, 10],
    ]);
  });

  it('reorders within a list and clamps an index past the end', () => {
    const after = applyPieceMove(concert(), { pieceId: 3, to: 10, index: 99 });
    expect(ids(programToBoard(after).ensembles[0]!.pieces)).toEqual([4, 3]);
  });

  it('leaves the program as it was for an unknown piece or list', () => {
    const program = concert();
    expect(applyPieceMove(program, { pieceId: 42, to: 10, index: 0 })).toBe(program);
    expect(applyPieceMove(program, { pieceId: 1, to: 99, index: 0 })).toBe(program);
  });
});

describe('ensemble order', () => {
  it('moves an ensemble to the place of the one it was dropped on, and renumbers the pieces', () => {
    const program = concert();
    const order = moveEnsemble(program, 10, 20);
    expect(order).toEqual([20, 10]);
    const after = applyEnsembleOrder(program, order);
    expect(after.program_ensembles.map((e) => [e.ensemble_id, e.order])).toEqual([
      [20, 1],
      [10, 2],
    ]);
    expect(orderOf(after).map(([id]) => id)).toEqual([1, 2, 5, 3, 4]);
    expect(callsForEnsembleOrder(program, after)).toEqual([{ kind: 'reorder-ensembles', ensembleIds: [20, 10] }]);
    expect(callsForEnsembleOrder(program, program)).toEqual([]);
  });
});

describe('the save calls of a move', () => {
  it('patches the ensemble and sends the whole order when a piece changes list', () => {
    const before = concert();
    const after = applyPieceMove(before, { pieceId: 2, to: 20, index: 1 });
    expect(callsForPieceMove(before, after, 2)).toEqual([
      { kind: 'piece-ensemble', pieceId: 2, ensembleId: 20 },
      { kind: 'reorder-pieces', pieceIds: [1, 3, 4, 5, 2] },
    ]);
  });

  it('sends the ensemble as null when a piece goes back to Unassigned', () => {
    const before = concert();
    const after = applyPieceMove(before, { pieceId: 4, to: UNASSIGNED, index: 2 });
    expect(callsForPieceMove(before, after, 4)[0]).toEqual({ kind: 'piece-ensemble', pieceId: 4, ensembleId: null });
  });

  it('only reorders within a list, and sends nothing when the piece is dropped where it was', () => {
    const before = concert();
    expect(callsForPieceMove(before, applyPieceMove(before, { pieceId: 4, to: 10, index: 0 }), 4)).toEqual([
      { kind: 'reorder-pieces', pieceIds: [1, 2, 4, 3, 5] },
    ]);
    expect(callsForPieceMove(before, applyPieceMove(before, { pieceId: 4, to: 10, index: 1 }), 4)).toEqual([]);
  });
});

describe('reorderPayload', () => {
  it('keeps only positive numeric ids of the program, numeric strings converted, each once', () => {
    expect(reorderPayload(concert(), [3, '1', -2, 0, 1.5, 'x', 99, null, 3, ' 5 '])).toEqual({ piece_ids: [3, 1, 5] });
  });

  it('sends nothing when no id is left', () => {
    expect(reorderPayload(concert(), [0, -1, 'abc', 99])).toBeNull();
    expect(reorderPayload(concert(), [])).toBeNull();
  });
});

describe('badgeCount', () => {
  it('shows at most 99', () => {
    expect([0, 7, 99, 100, 250].map(badgeCount)).toEqual(['0', '7', '99', '99+', '99+']);
  });
});
