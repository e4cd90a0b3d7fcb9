import type { Program, ProgramEnsemble, ProgramPiece } from '@app/shared/contracts/programs';
import { totalDuration } from '@app/shared/domain/duration';
import { arrangePieces } from '@app/shared/domain/program-order';

/**
 * The Program Builder's board: the program's pieces as lists (Unassigned, then each ensemble in
 * program order), and the pure moves the drags make. The optimistic program a move produces is
 * numbered with the shared ordering rule (1-based, unassigned first, then each ensemble in
 * order), so what the builder shows is what the server computes from the calls of `callsFor…`.
 */
export const UNASSIGNED = 'unassigned' as const;
/** A list of the board: Unassigned or an ensemble's id. */
export type ListKey = typeof UNASSIGNED | number;

export interface BoardList {
  key: ListKey;
  pieces: ProgramPiece[];
  /** Seconds. */
  duration: number;
}

export interface Board {
  unassigned: BoardList;
  ensembles: (BoardList & { ensemble: ProgramEnsemble })[];
}

/** A copy of a program's pieces or ensembles, sorted by their `order`. */
export const inOrder = <T extends { order: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.order - b.order);
const sortedEnsembles = (program: Program) => inOrder(program.program_ensembles);
const byOrder = (pieces: readonly ProgramPiece[]) => inOrder(pieces);
const listOf = (key: ListKey, pieces: ProgramPiece[]): BoardList => ({ key, pieces, duration: totalDuration(pieces) });

// programs are never changed in place (every move makes a new one), so a board per program object
// is computed once: the drag's hit tests and announcements ask for it on every pointer move
const boards = new WeakMap<Program, Board>();

export function programToBoard(program: Program): Board {
  const cached = boards.get(program);
  if (cached) return cached;
  const ensembles = sortedEnsembles(program);
  const pieces = arrangePieces(
    byOrder(program.pieces),
    ensembles.map((e) => e.ensemble_id),
  );
  const board = {
    unassigned: listOf(
      UNASSIGNED,
      pieces.filter((p) => p.ensemble_id === null),
    ),
    ensembles: ensembles.map((ensemble) => ({
      ...listOf(
        ensemble.ensemble_id,
        pieces.filter((p) => p.ensemble_id === ensemble.ensemble_id),
      ),
      ensemble,
    })),
  };
  boards.set(program, board);
  return board;
}

/** The list a piece is in, or undefined when it is not a piece of the program. */
export const listOfPiece = (program: Program, pieceId: number): ListKey | undefined => {
  const piece = program.pieces.find((p) => p.id === pieceId);
  if (!piece) return undefined;
  return piece.ensemble_id !== null && program.program_ensembles.some((e) => e.ensemble_id === piece.ensemble_id)
    ? piece.ensemble_id
    : UNASSIGNED;
};

/** Pieces of one list, in order. */
export const piecesOf = (program: Program, key: ListKey): ProgramPiece[] => {
  const board = programToBoard(program);
  return key === UNASSIGNED ? board.unassigned.pieces : (board.ensembles.find((e) => e.key === key)?.pieces ?? []);
};

/** Where a dragged piece lands: in list `to`, at `index` of that list once the piece has left its old place. */
export interface PieceMove {
  pieceId: number;
  to: ListKey;
  index: number;
}

/**
 * The insert place the indicator shows: before or after the piece under the pointer, by whether
 * the dragged item's centre is below the target's midpoint, as an index of the target
 * list without the dragged piece.
 */
export function insertIndex(
  listPieceIds: readonly number[],
  draggedId: number,
  targetId: number,
  after: boolean,
): number {
  const others = listPieceIds.filter((id) => id !== draggedId);
  const at = others.indexOf(targetId);
  if (at === -1) return others.length;
  return after ? at + 1 : at;
}

/** The program after a piece move: the piece leaves its list and enters `to` at `index`; all renumbered. */
export function applyPieceMove(program: Program, move: PieceMove): Program {
  const piece = program.pieces.find((p) => p.id === move.pieceId);
  if (!piece) return program;
  const board = programToBoard(program);
  const lists = [board.unassigned, ...board.ensembles].map((list) => ({
    key: list.key,
    pieces: list.pieces.filter((p) => p.id !== piece.id),
  }));
  const target = lists.find((list) => list.key === move.to);
  if (!target) return program;
  const index = Math.max(0, Math.min(move.index, target.pieces.length));
  target.pieces.splice(index, 0, { ...piece, ensemble_id: move.to === UNASSIGNED ? null : move.to });
  const pieces = lists.flatMap((list) => list.pieces).map((p, i) => ({ ...p, order: i + 1 }));
  return { ...program, pieces };
}

/** The program after its ensembles took the order `ensembleIds` (the same ensembles); pieces renumbered. */
export function applyEnsembleOrder(program: Program, ensembleIds: readonly number[]): Program {
  const byId = new Map(program.program_ensembles.map((e) => [e.ensemble_id, e]));
  const program_ensembles = ensembleIds.flatMap((id, i) => (byId.has(id) ? [{ ...byId.get(id)!, order: i + 1 }] : []));
  const pieces = arrangePieces(byOrder(program.pieces), ensembleIds);
  return { ...program, program_ensembles, pieces };
}

/** Moves the ensemble `movedId` to the place of `overId` (the sortable list's rule). */
export function moveEnsemble(program: Program, movedId: number, overId: number): number[] {
  const ids = sortedEnsembles(program).map((e) => e.ensemble_id);
  const from = ids.indexOf(movedId);
  const to = ids.indexOf(overId);
  if (from === -1 || to === -1 || from === to) return ids;
  ids.splice(to, 0, ...ids.splice(from, 1));
  return ids;
}

/**
 * The reorder sends only positive numeric ids that exist in the program, in the new
 * order; none → nothing to send (null).
 */
export function reorderPayload(program: Program, ids: readonly unknown[]): { piece_ids: number[] } | null {
  const known = new Set(program.pieces.map((p) => p.id));
  const piece_ids = ids.flatMap((value) => {
    const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && known.has(id) ? [id] : [];
  });
  return piece_ids.length > 0 ? { piece_ids: [...new Set(piece_ids)] } : null;
}

/** One save call of the builder. */
export type SaveCall =
  | { kind: 'piece-ensemble'; pieceId: number; ensembleId: number | null }
  | { kind: 'reorder-pieces'; pieceIds: number[] }
  | { kind: 'reorder-ensembles'; ensembleIds: number[] };

const sameOrder = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);
const pieceOrder = (program: Program) => byOrder(program.pieces).map((p) => p.id);

/**
 * The calls that make the server's program equal `after` (a piece move of `before`): the piece's
 * new ensemble (PATCH ensemble_id) when it changed list, then the whole order (PUT pieces/reorder)
 * when anything moved.
 */
export function callsForPieceMove(before: Program, after: Program, pieceId: number): SaveCall[] {
  const calls: SaveCall[] = [];
  const was = listOfPiece(before, pieceId);
  const now = listOfPiece(after, pieceId);
  const changedList = now !== undefined && was !== now;
  if (changedList) calls.push({ kind: 'piece-ensemble', pieceId, ensembleId: now === UNASSIGNED ? null : now });
  // after a PATCH the server files the piece by its own rule: the whole order is always sent then
  const order = pieceOrder(after);
  const payload = reorderPayload(after, order);
  if (payload && (changedList || !sameOrder(pieceOrder(before), order)))
    calls.push({ kind: 'reorder-pieces', pieceIds: payload.piece_ids });
  return calls;
}

export function callsForEnsembleOrder(before: Program, after: Program): SaveCall[] {
  const ids = (p: Program) => sortedEnsembles(p).map((e) => e.ensemble_id);
  return sameOrder(ids(before), ids(after)) ? [] : [{ kind: 'reorder-ensembles', ensembleIds: ids(after) }];
}

/** The piece-count badge: the count, or "99+" above 99. */
export const badgeCount = (count: number) => (count > 99 ? '99+' : String(count));
