import {
  MAX_ENSEMBLES,
  type CreateEnsembleInput,
  type Ensemble,
  type EnsembleInUseDetails,
  type UpdateEnsembleInput,
} from '@app/shared/contracts/ensembles';
import type { Caller } from '../lib/caller';
import { ConflictError, NotFoundError } from '../lib/errors';
import { programsUsingEnsemble } from '../programs/ensemble-use-service';
import {
  deleteEnsembleItem,
  ensembleRead,
  getEnsemble as getEnsembleItem,
  insertEnsemble,
  listEnsembles as listEnsembleItems,
  listEnsemblesRecent,
  toEnsemble,
  updateEnsembleItem,
} from './repository';

const notFound = () => NotFoundError.of('Ensemble');

/** The user's ensembles by name. */
export async function listEnsembles(caller: Caller): Promise<Ensemble[]> {
  const items = await listEnsembleItems(caller.sub);
  return items
    .map(toEnsemble)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
}

/**
 * The user's ensembles for joining their names into another domain's answers (programs): this
 * container's list when it is at most `maxAgeMs` old and holds every id in `required`, else a
 * fresh query.
 */
export const recentEnsembles = (caller: Caller, required: readonly number[], maxAgeMs: number): Promise<Ensemble[]> =>
  listEnsemblesRecent(caller.sub, required, maxAgeMs);

/** The ensemble as one item of another domain's batch read (the assistant reads a turn's items at once). */
export const ensembleItem = (caller: Caller, id: number) => ensembleRead(caller.sub, id);

export async function getEnsemble(caller: Caller, id: number): Promise<Ensemble> {
  const item = await getEnsembleItem(caller.sub, id);
  if (!item) throw notFound();
  return toEnsemble(item);
}

export async function createEnsemble(caller: Caller, input: CreateEnsembleInput): Promise<Ensemble> {
  if ((await listEnsembleItems(caller.sub)).length >= MAX_ENSEMBLES)
    throw new ConflictError(
      `You have ${MAX_ENSEMBLES} ensembles, the most Podium keeps for one director. Delete one you no longer use to add another.`,
    );
  const record = await insertEnsemble(caller.sub, {
    name: input.name,
    type: input.type,
    level: input.level ?? null,
    size: input.size ?? null,
    instrumentation: input.instrumentation ?? null,
    uil_conference: input.uil_conference ?? null,
    uil_classification: input.uil_classification ?? null,
  });
  return toEnsemble(record);
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
  const programs = await programsUsingEnsemble(caller, id);
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
