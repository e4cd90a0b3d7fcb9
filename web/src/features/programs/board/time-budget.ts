import type { Program } from '@app/shared/contracts/programs';
import { countWithoutDuration, formatDuration, totalDuration } from '@app/shared/domain/duration';
import { programToBoard } from './board';

/**
 * The program's running time against its target (minutes), in seconds; `remaining` < 0 means over.
 * `used` counts the known lengths; `withoutDuration` pieces have none.
 */
export function timeBudget(program: Program): {
  used: number;
  withoutDuration: number;
  target: number | null;
  remaining: number | null;
} {
  const used = totalDuration(program.pieces);
  const target = program.target_duration === null ? null : program.target_duration * 60;
  return {
    used,
    withoutDuration: countWithoutDuration(program.pieces),
    target,
    remaining: target === null ? null : target - used,
  };
}

/** "12:50 left" or "3:20 over", for the seconds remaining of a target (negative: over). */
export const remainingText = (remaining: number): string =>
  remaining >= 0 ? `${formatDuration(remaining)} left` : `${formatDuration(-remaining)} over`;

/**
 * For a half concert, where the intermission falls: after the performed piece (ensembles in
 * order, unassigned pieces are not performed) whose end is nearest half of the performed time.
 * Null for other programs, or with fewer than two performed pieces.
 */
export function intermissionPoint(program: Program): { afterPieceId: number; at: number } | null {
  if (!program.is_half_concert) return null;
  const performed = programToBoard(program).ensembles.flatMap((list) => list.pieces);
  if (performed.length < 2) return null;
  const half = totalDuration(performed) / 2;
  let best: { afterPieceId: number; at: number } | null = null;
  let elapsed = 0;
  for (const piece of performed.slice(0, -1)) {
    elapsed += piece.duration ?? 0;
    if (!best || Math.abs(elapsed - half) < Math.abs(best.at - half)) best = { afterPieceId: piece.id, at: elapsed };
  }
  return best;
}
