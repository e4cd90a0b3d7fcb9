import type { Program } from '@app/shared/contracts/programs';
import { countWithoutDuration, formatDuration, totalDuration } from '@app/shared/domain/duration';
import { intermissionPlacement, type Intermission } from '@app/shared/domain/intermission';

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

/** For a half concert, where the builder draws the intermission: the rule the printed program follows too. */
export const intermissionPoint = (program: Program): Intermission | null => intermissionPlacement(program);
