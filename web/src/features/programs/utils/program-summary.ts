import type { Program, ProgramSummary } from '@app/shared/contracts/programs';
import { countWithoutDuration } from '@app/shared/domain/duration';

/**
 * A whole program as the programs list holds it (GET /programs answers summaries): a program a
 * change answered goes into the cached list without waiting for the list to be fetched again.
 */
export function summaryOf({ pieces, notes: _notes, ...fields }: Program): ProgramSummary {
  return { ...fields, piece_count: pieces.length, pieces_without_duration: countWithoutDuration(pieces) };
}

/** The name a list shows: the name, or the title when an older program has none. */
export const programName = (program: Pick<Program, 'name' | 'title'>): string => program.name || program.title;
