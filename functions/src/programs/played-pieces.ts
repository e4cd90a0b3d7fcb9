import type { Performance } from '@app/shared/contracts/programs';
import type { ProgramRecord } from './repository';

/** A performance before its ensemble's name is joined. */
export type PlayedPiece = Omit<Performance, 'ensemble_name'>;

type FinalizedProgram = Pick<
  ProgramRecord,
  'id' | 'title' | 'performance_date' | 'finalized_at' | 'updated_at' | 'pieces'
>;

/**
 * What each ensemble played: every assigned piece of a finalized program whose date has passed,
 * newest first. A program finalized without a date was performed the day it was finalized, as the
 * library's performance count has it (its last change, for one finalized before that day was kept);
 * an unassigned piece was not performed.
 */
export function playedPieces(programs: readonly FinalizedProgram[], today: string): PlayedPiece[] {
  const played: PlayedPiece[] = [];
  for (const program of programs) {
    const date = program.performance_date ?? (program.finalized_at ?? program.updated_at).slice(0, 10);
    if (date > today) continue;
    for (const piece of program.pieces) {
      if (piece.ensemble_id == null) continue;
      played.push({
        program_id: program.id,
        program_title: program.title,
        date,
        ensemble_id: piece.ensemble_id,
        title: piece.title,
        composer: piece.composer,
        arranger: piece.arranger,
        library_entry_id: piece.library_entry_id,
      });
    }
  }
  return played.sort((a, b) => b.date.localeCompare(a.date) || a.program_id - b.program_id);
}
