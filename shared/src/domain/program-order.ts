/**
 * Ordering rules of a program's pieces and ensembles, shared by
 * the API and the builder's optimistic updates. Pieces are kept in one list; a piece's `order` is
 * its 1-based place in it: unassigned pieces first, then each ensemble's pieces in program order.
 */
export interface OrderablePiece {
  id: number;
  ensemble_id: number | null;
}

/**
 * Groups the pieces (stable: the relative order inside a group is kept) and numbers them 1…n.
 * A piece whose ensemble is not one of `ensembleIds` becomes unassigned: no piece is lost.
 */
export function arrangePieces<P extends OrderablePiece>(
  pieces: readonly P[],
  ensembleIds: readonly number[],
): (P & { order: number })[] {
  const rank = new Map(ensembleIds.map((id, i) => [id, i + 1]));
  return pieces
    .map((piece, index) => {
      const group = piece.ensemble_id === null ? 0 : (rank.get(piece.ensemble_id) ?? 0);
      return {
        piece: group === 0 && piece.ensemble_id !== null ? { ...piece, ensemble_id: null } : piece,
        group,
        index,
      };
    })
    .sort((a, b) => a.group - b.group || a.index - b.index)
    .map(({ piece }, i) => ({ ...piece, order: i + 1 }));
}

/** Ids of `ids` that are not pieces of the program. */
export const unknownPieceIds = (pieces: readonly OrderablePiece[], ids: readonly number[]): number[] => {
  const known = new Set(pieces.map((p) => p.id));
  return ids.filter((id) => !known.has(id));
};

/**
 * The listed pieces take the positions those same pieces occupy now, in the listed order; the
 * others keep theirs. Listing every piece sets the whole order; listing one group reorders that
 * group. A reorder never moves a piece to another group (that is a piece update): the listed
 * pieces of each group fill that group's listed positions, in the listed order. Ids must be
 * distinct pieces of the program.
 */
export function reorderPieces<P extends OrderablePiece>(
  pieces: readonly P[],
  pieceIds: readonly number[],
  ensembleIds: readonly number[],
) {
  const current = arrangePieces(pieces, ensembleIds);
  const byId = new Map(current.map((p) => [p.id, p]));
  if (new Set(pieceIds).size !== pieceIds.length || pieceIds.some((id) => !byId.has(id))) {
    throw new RangeError('piece ids must be distinct pieces of the program');
  }
  const rank = new Map(ensembleIds.map((id, i) => [id, i + 1]));
  const groupOf = (id: number) => {
    const ensembleId = byId.get(id)!.ensemble_id;
    return ensembleId === null ? 0 : rank.get(ensembleId)!;
  };
  // positions ascend group by group (the list is arranged), so a stable sort of the listed ids
  // by group puts each group's pieces into that group's positions
  const listed = pieceIds.map((id, i) => ({ id, i })).sort((a, b) => groupOf(a.id) - groupOf(b.id) || a.i - b.i);
  const listedIds = new Set(pieceIds);
  const positions = current.flatMap((p, i) => (listedIds.has(p.id) ? [i] : []));
  const next = [...current];
  positions.forEach((position, i) => {
    next[position] = byId.get(listed[i]!.id)!;
  });
  return next.map((piece, i) => ({ ...piece, order: i + 1 }));
}

/** True when `ids` holds exactly the program's ensembles, each once, in any order. */
export const isPermutationOf = (current: readonly number[], ids: readonly number[]): boolean =>
  ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));

/**
 * A change of a program's ensembles made from the list `previous` (what the browser last read),
 * applied to the list the program has now: only the ensembles the director added or removed move, so
 * another window's change made in between (an ensemble "Add all" joined) is kept, not undone.
 */
export const changeEnsembleSelection = (
  current: readonly number[],
  previous: readonly number[],
  selected: readonly number[],
): number[] => {
  const removed = previous.filter((id) => !selected.includes(id));
  const added = selected.filter((id) => !previous.includes(id));
  return [...current.filter((id) => !removed.includes(id)), ...added.filter((id) => !current.includes(id))];
};

/**
 * The program's ensembles after the director picked `selected` in the Manage Ensembles checklist:
 * kept ensembles stay in their program order, new ones follow in the order given (a change made from
 * the list the program has).
 */
export const mergeEnsembleSelection = (current: readonly number[], selected: readonly number[]): number[] =>
  changeEnsembleSelection(current, current, selected);
