import type { Program, ProgramSummary } from '@app/shared/contracts/programs';
import { countWithoutDuration } from '@app/shared/domain/duration';

/**
 * A whole program as the programs list holds it (GET /programs answers summaries): a program a
 * change answered goes into the cached list without waiting for the list to be fetched again.
 */
export function summaryOf({ pieces, notes: _notes, ...fields }: Program): ProgramSummary {
  return { ...fields, piece_count: pieces.length, pieces_without_duration: countWithoutDuration(pieces) };
}
