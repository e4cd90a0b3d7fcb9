import type { Program } from '@app/shared/contracts/programs';
import { countWithoutDuration, UNKNOWN_DURATION, withoutDurationText } from '@app/shared/domain/duration';

/**
 * A program's running time as the lists show it: the API's m:ss of the known lengths ("—" when
 * no piece has one), then "+ 2 pieces without a length" for the pieces of unknown length.
 */
export function programDurationText(program: Pick<Program, 'pieces' | 'formatted_duration'>): string {
  const unknown = countWithoutDuration(program.pieces);
  const time = unknown && unknown === program.pieces.length ? UNKNOWN_DURATION : program.formatted_duration;
  return [time, withoutDurationText(unknown)].filter(Boolean).join(' ');
}
