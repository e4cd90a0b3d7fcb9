import type {
  CreateEnsembleInput,
  Ensemble,
  EnsembleInUseDetails,
  UpdateEnsembleInput,
} from '@app/shared/contracts/ensembles';
import { ConflictError, NotFoundError } from '../lib/errors';
import { newId } from '../lib/ids';
import { keys } from '../lib/keys';
import type { Caller } from '../lib/caller';
import {
  deleteEnsembleItem,
  getEnsemble as getEnsembleItem,
  listEnsembles as listEnsembleItems,
  programsUsingEnsemble,
  putNewEnsemble,
  updateEnsembleItem,
  type EnsembleRecord,
} from './repository';

const notFound = () => new NotFoundError('Ensemble not found.');

export const toEnsemble = (r: EnsembleRecord): Ensemble => ({
  id: r.id,
  name: r.name,
  type: r.type,
  level: r.level ?? null,
  size: r.size ?? null,
  instrumentation: r.instrumentation ?? null,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

/** The user's ensembles by name. */
export async function listEnsembles(caller: Caller): Promise<Ensemble[]> {
  const items = await listEnsembleItems(caller.sub);
  return items
    .map(toEnsemble)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
}

export async function getEnsemble(caller: Caller, id: number): Promise<Ensemble> {
  const item = await getEnsembleItem(caller.sub, id);
  if (!item) throw notFound();
  return toEnsemble(item);
}

export async function createEnsemble(caller: Caller, input: CreateEnsembleInput): Promise<Ensemble> {
  const now = new Date().toISOString();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const id = newId();
    const record: EnsembleRecord = {
      ...keys.ensemble(caller.sub, id),
      entity: 'Ensemble',
      id,
      name: input.name,
      type: input.type,
      level: input.level ?? null,
      size: input.size ?? null,
      instrumentation: input.instrumentation ?? null,
      created_at: now,
      updated_at: now,
    };
    if (await putNewEnsemble(record)) return toEnsemble(record);
  }
  throw new Error('could not find a free ensemble id');
}

export async function updateEnsemble(caller: Caller, id: number, input: UpdateEnsembleInput): Promise<Ensemble> {
  const updated = await updateEnsembleItem(caller.sub, id, input);
  if (!updated) throw notFound();
  return toEnsemble(updated);
}

/**
 * Deletes an ensemble no program uses; otherwise 409 listing those programs, so no program is left
 * pointing at a missing ensemble. (A program write racing this delete is healed when the program is
 * read: an ensemble that no longer exists is dropped and its pieces shown unassigned.)
 */
export async function deleteEnsemble(caller: Caller, id: number): Promise<void> {
  if (!(await getEnsembleItem(caller.sub, id))) throw notFound();
  const programs = await programsUsingEnsemble(caller.sub, id);
  if (programs.length) {
    const details: EnsembleInUseDetails = { programs };
    const titles = programs.map((p) => `"${p.title}"`).join(', ');
    throw new ConflictError(
      `This ensemble is used by ${programs.length === 1 ? 'the program' : 'the programs'} ${titles}. Remove it from ${programs.length === 1 ? 'that program' : 'those programs'} first.`,
      details,
    );
  }
  if (!(await deleteEnsembleItem(caller.sub, id))) throw notFound();
}
