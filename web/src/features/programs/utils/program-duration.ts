import type { ProgramSummary } from '@app/shared/contracts/programs';
import { UNKNOWN_DURATION, withoutDurationText } from '@app/shared/domain/duration';

/**
 * A program's running time as the lists show it: the API's m:ss of the known lengths ("—" when
 * no piece has one), then "+ 2 pieces without a length" for the pieces of unknown length.
 */
export function programDurationText(
  program: Pick<ProgramSummary, 'piece_count' | 'pieces_without_duration' | 'formatted_duration'>,
): string {
  const unknown = program.pieces_without_duration;
  const time = unknown && unknown === program.piece_count ? UNKNOWN_DURATION : program.formatted_duration;
  return [time, withoutDurationText(unknown)].filter(Boolean).join(' ');
}
