import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { Program, ProgramSummary } from '@app/shared/contracts/programs';
import { formatDuration, totalDuration } from '@app/shared/domain/duration';
import { arrangePieces } from '@app/shared/domain/program-order';
import type { ListedProgramRecord, ProgramRecord } from './repository';

export type EnsembleIndex = ReadonlyMap<number, Pick<Ensemble, 'name' | 'type'>>;

/**
 * The API shape of a program. Ensemble names are joined here, at read time; an ensemble that no
 * longer exists is left out and its pieces are shown unassigned, so no answer points at it.
 */
export function toProgram(record: ProgramRecord, ensembles: EnsembleIndex): Program {
  const pieces = arrangePieces(record.pieces, existingEnsembles(record, ensembles)).map((p) => ({
    id: p.id,
    title: p.title,
    composer: p.composer ?? null,
    arranger: p.arranger ?? null,
    // 0 is how a piece without a length was stored before a length could be unknown (null)
    duration: p.duration || null,
    order: p.order,
    ensemble_id: p.ensemble_id,
    notes: p.notes ?? null,
    library_entry_id: p.library_entry_id ?? null,
  }));
  return { ...listedFields(record, ensembles, totalDuration(pieces)), pieces, notes: record.notes };
}

/**
 * A program as the list shows it, from its summary: `duration` is the summary's running time with
 * its library pieces' current lengths (see `summaryDuration`).
 */
export function toProgramSummary(
  record: ListedProgramRecord,
  ensembles: EnsembleIndex,
  duration: { seconds: number; without: number },
): ProgramSummary {
  return {
    ...listedFields(record, ensembles, duration.seconds),
    piece_count: record.summary.pieces,
    pieces_without_duration: duration.without,
  };
}

const existingEnsembles = (record: Pick<ProgramRecord, 'ensemble_ids'>, ensembles: EnsembleIndex) =>
  record.ensemble_ids.filter((id) => ensembles.has(id));

/** The fields a whole program and its summary share. */
function listedFields(
  record: Omit<ListedProgramRecord, 'summary'>,
  ensembles: EnsembleIndex,
  totalSeconds: number,
): Omit<ProgramSummary, 'piece_count' | 'pieces_without_duration'> {
  return {
    id: record.id,
    title: record.title,
    name: record.title,
    date: record.performance_date,
    status: record.status,
    program_ensembles: existingEnsembles(record, ensembles).map((id, i) => ({
      ensemble_id: id,
      order: i + 1,
      name: ensembles.get(id)!.name,
      type: ensembles.get(id)!.type,
    })),
    performance_date: record.performance_date,
    performance_time: record.performance_time,
    venue: record.venue,
    is_half_concert: record.is_half_concert,
    uil_contest: record.uil_contest ?? false,
    target_duration: record.target_duration,
    total_duration: totalSeconds,
    formatted_duration: formatDuration(totalSeconds),
    created_at: record.created_at,
    updated_at: record.updated_at,
    share: record.share ?? null,
  };
}

type Listed = Pick<ProgramSummary, 'id' | 'performance_date' | 'performance_time' | 'created_at'>;

const performanceKey = (p: Listed) =>
  p.performance_date ? `${p.performance_date}T${p.performance_time ?? '00:00'}` : null;

/** Newest performance first, programs without a date after dated ones, then newest created. */
export function compareProgramsForList(a: Listed, b: Listed): number {
  const ka = performanceKey(a);
  const kb = performanceKey(b);
  if (ka !== kb) {
    if (ka === null) return 1;
    if (kb === null) return -1;
    return ka < kb ? 1 : -1;
  }
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}
