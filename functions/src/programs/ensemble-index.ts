import { recentEnsembles } from '../ensembles/service';
import { ValidationError } from '../lib/errors';
import type { Caller } from '../lib/caller';
import { followLibrary } from './library-sync';
import type { ProgramRecord } from './repository';
import { toProgram, type EnsembleIndex } from './view';

/** How stale ensemble names joined into programs may be when edited through another Lambda. */
const ENSEMBLE_NAMES_MAX_AGE_MS = 10_000;

/** The user's ensembles by id (one query, a handful of items), holding at least `required` when they exist. */
export async function ensembleIndex(caller: Caller, required: readonly number[] = []): Promise<EnsembleIndex> {
  return new Map((await recentEnsembles(caller, required, ENSEMBLE_NAMES_MAX_AGE_MS)).map((e) => [e.id, e]));
}

/**
 * The API shape of a stored program, with its ensembles' names and, while it is in progress, its
 * library pieces' current values (`libraryVersion`: the library's version read beside the record).
 */
export async function programView(caller: Caller, record: ProgramRecord, libraryVersion?: number) {
  const [ensembles, [current]] = await Promise.all([
    ensembleIndex(caller, record.ensemble_ids),
    followLibrary(caller, [record], libraryVersion),
  ]);
  return toProgram(current!, ensembles);
}

/** Every id must be one of the user's ensembles (another user's id is as unknown as a made-up one). */
export function assertEnsemblesExist(ids: readonly number[], ensembles: EnsembleIndex): void {
  const missing = ids.filter((id) => !ensembles.has(id));
  if (missing.length)
    throw new ValidationError(`Ensemble${missing.length > 1 ? 's' : ''} not found: ${missing.join(', ')}`);
}
