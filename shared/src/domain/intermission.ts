import { countWithoutDuration, totalDuration } from './duration';

/** What the placement reads of a program (the API's `Program` fits). */
export interface IntermissionProgram {
  is_half_concert: boolean;
  program_ensembles: readonly { ensemble_id: number; order: number }[];
  pieces: readonly { ensemble_id: number | null; duration: number | null; order: number }[];
}

export interface Intermission {
  /** The ensemble whose set the intermission follows. */
  afterEnsembleId: number;
  /** The known length performed before it, in seconds (pieces without a length add nothing). */
  at: number;
  /** How many pieces before it have no known length. */
  withoutLength: number;
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * Where a half concert's intermission falls, the same in the builder and the printed program: between
 * two ensembles' sets, never inside one, at the boundary whose running time is nearest half of the
 * performed time (the earlier one on a tie). The sets are the program's ensembles in concert order with
 * their pieces; an ensemble without pieces has no set, and unassigned pieces are not performed. A piece
 * without a length counts as the average known length (as one piece each when none is known), so a set
 * of unknown lengths still weighs what it holds. Null for other programs and for fewer than two sets:
 * there is no place between sets.
 */
export function intermissionPlacement(program: IntermissionProgram): Intermission | null {
  if (!program.is_half_concert) return null;
  const pieces = [...program.pieces].sort(byOrder);
  const sets = [...program.program_ensembles]
    .sort(byOrder)
    .map((ensemble) => ({
      ensembleId: ensemble.ensemble_id,
      pieces: pieces.filter((piece) => piece.ensemble_id === ensemble.ensemble_id),
    }))
    .filter((set) => set.pieces.length > 0);
  if (sets.length < 2) return null;

  const performed = sets.flatMap((set) => set.pieces);
  const known = performed.length - countWithoutDuration(performed);
  const unknownStandsFor = known ? totalDuration(performed) / known : 1;
  const weight = (list: typeof performed) => list.reduce((sum, piece) => sum + (piece.duration || unknownStandsFor), 0);

  const half = weight(performed) / 2;
  let best = 0;
  let bestGap = Infinity;
  let elapsed = 0;
  // never after the last set: that is the end of the concert
  sets.slice(0, -1).forEach((set, i) => {
    elapsed += weight(set.pieces);
    const gap = Math.abs(elapsed - half);
    if (gap < bestGap) [best, bestGap] = [i, gap];
  });
  const before = sets.slice(0, best + 1).flatMap((set) => set.pieces);
  return {
    afterEnsembleId: sets[best]!.ensembleId,
    at: totalDuration(before),
    withoutLength: countWithoutDuration(before),
  };
}
