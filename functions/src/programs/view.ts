import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { Program } from '@app/shared/contracts/programs';
import { formatDuration, totalDuration } from '@app/shared/domain/duration';
import { arrangePieces } from '@app/shared/domain/program-order';
import type { ProgramRecord } from './repository';

export type EnsembleIndex = ReadonlyMap<number, Pick<Ensemble, 'name' | 'type'>>;

/**
 * The API shape of a program. Ensemble names are joined here, at read time; an ensemble that no
 * longer exists is left out and its pieces are shown unassigned, so no answer points at it.
 */
export function toProgram(record: ProgramRecord, ensembles: EnsembleIndex): Program {
  const ensembleIds = record.ensemble_ids.filter((id) => ensembles.has(id));
  const pieces = arrangePieces(record.pieces, ensembleIds).map((p) => ({
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
  const total = totalDuration(pieces);
  return {
    id: record.id,
    title: record.title,
    name: record.title,
    date: record.performance_date,
    status: record.status,
    pieces,
    program_ensembles: ensembleIds.map((id, i) => ({
      ensemble_id: id,
      order: i + 1,
      name: ensembles.get(id)!.name,
      type: ensembles.get(id)!.type,
    })),
    performance_date: record.performance_date,
    performance_time: record.performance_time,
    venue: record.venue,
    is_half_concert: record.is_half_concert,
    target_duration: record.target_duration,
    notes: record.notes,
    total_duration: total,
    formatted_duration: formatDuration(total),
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

const performanceKey = (p: Program) =>
  p.performance_date ? `${p.performance_date}T${p.performance_time ?? '00:00'}` : null;

/** Newest performance first, programs without a date after dated ones, then newest created. */
export function compareProgramsForList(a: Program, b: Program): number {
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
