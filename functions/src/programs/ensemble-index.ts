import { listEnsembles } from '../ensembles/repository';
import { ValidationError } from '../lib/errors';
import type { UserRecord } from '../users/repository';
import type { EnsembleIndex } from './view';

/** The user's ensembles by id (one query: a director has a handful). */
export async function ensembleIndex(user: UserRecord): Promise<EnsembleIndex> {
  return new Map((await listEnsembles(user.sub)).map((e) => [e.id, e]));
}

/** Every id must be one of the user's ensembles (another user's id is as unknown as a made-up one). */
export function assertEnsemblesExist(ids: readonly number[], ensembles: EnsembleIndex): void {
  const missing = ids.filter((id) => !ensembles.has(id));
  if (missing.length) throw new ValidationError(`Ensemble${missing.length > 1 ? 's' : ''} not found: ${missing.join(', ')}`);
}
