import type {
  CreateProgramInput,
  Program,
  ProgramStatus,
  ProgramSummary,
  UpdateProgramInput,
} from '@app/shared/contracts/programs';
import { changeEnsembleSelection, isPermutationOf } from '@app/shared/domain/program-order';
import { EMPTY_ENSEMBLE_UPDATE, MAX_PROGRAMS } from '@app/shared/contracts/programs';
import { ConflictError, ValidationError } from '../lib/errors';
import type { Caller } from '../lib/caller';
import { countAll, queryAll } from '../lib/db';
import type { ItemRead } from '../lib/keys';
import { logger } from '../lib/observability';
import { recordProgramPerformance } from '../library/service';
import { changeProgram, normalizePieces, programNotFound } from './concurrency';
import { libraryVersion } from '../library/service';
import { followLibrary, libraryValues } from './library-sync';
import { withValues } from './library-values';
import { newPieceId, resolvePiece } from './pieces';
import {
  deleteProgramItem,
  getProgramItem,
  insertProgram,
  listProgramItems,
  listProgramSummaries,
  programItemsQuery,
  programRead,
  type NewProgram,
  type ProgramRecord,
} from './repository';
import { assertEnsemblesExist, ensembleIndex, programView } from './ensemble-index';
import { forgetShare } from './share-service';
import { followedEntries, summaryDuration } from './summary';
import { compareProgramsForList, toProgram, toProgramSummary, type EnsembleIndex } from './view';

/**
 * The programs list: each program's summary, not its pieces. Library pieces' lengths are their
 * entries' current ones (read as a program read reads them), so the totals are the ones the
 * program shows when it is opened.
 */
export async function listPrograms(caller: Caller, status?: ProgramStatus): Promise<ProgramSummary[]> {
  const [items, version] = await Promise.all([listProgramSummaries(caller.sub, status), libraryVersion(caller)]);
  const entryIds = items.flatMap((item) => followedEntries(item.summary));
  const [ensembles, entries] = await Promise.all([
    ensembleIndex(caller, [...new Set(items.flatMap((item) => item.ensemble_ids))]),
    entryIds.length ? libraryValues(caller, version, entryIds) : new Map<number, null>(),
  ]);
  return items
    .map((item) => toProgramSummary(item, ensembles, summaryDuration(item.summary, entries)))
    .sort(compareProgramsForList);
}

/**
 * One program of the user; NotFoundError for an unknown id or another user's program. The
 * library's version is read beside the program (the most frequent call: no read after another).
 */
export async function getProgram(caller: Caller, id: number): Promise<Program> {
  const [item, version] = await Promise.all([getProgramItem(caller.sub, id), libraryVersion(caller)]);
  if (!item) throw programNotFound();
  return programView(caller, item, version);
}

/** A program's title and pieces as stored, for other domains (the assistant skips pieces already programmed). */
export type ProgramPieces = Pick<ProgramRecord, 'id' | 'title' | 'pieces'>;

const piecesOf = ({ id, title, pieces }: ProgramRecord): ProgramPieces => ({ id, title, pieces });

/** One program's pieces as one item of another domain's batch read (the assistant reads a turn's items at once). */
export function programPiecesItem(caller: Caller, id: number): ItemRead<ProgramPieces | undefined> {
  const { key, read } = programRead(caller.sub, id);
  return {
    key,
    read: (item) => {
      const record = read(item);
      return record && piecesOf(record);
    },
  };
}

/** Every program's pieces, without joining ensemble names. */
export const allProgramPieces = async (caller: Caller): Promise<ProgramPieces[]> =>
  (await listProgramItems(caller.sub)).map(piecesOf);

/** Every program's id and title only (the assistant reads a named program's pieces afterwards). */
export const programTitles = (caller: Caller): Promise<Pick<ProgramRecord, 'id' | 'title'>[]> =>
  queryAll({ ...programItemsQuery(caller.sub), ProjectionExpression: 'id, title' });

/** One program's pieces; NotFoundError for an unknown id or another user's program. */
export async function programPieces(caller: Caller, id: number): Promise<ProgramPieces> {
  const item = await getProgramItem(caller.sub, id);
  if (!item) throw programNotFound();
  return piecesOf(item);
}

async function insertNew(caller: Caller, program: NewProgram, ensembles: EnsembleIndex): Promise<Program> {
  return toProgram(await insertProgram(caller.sub, program), ensembles);
}

/** Refuses a new program past a director's `MAX_PROGRAMS` (a count of their program items). */
async function assertRoomForProgram(caller: Caller): Promise<void> {
  if ((await countAll(programItemsQuery(caller.sub))) >= MAX_PROGRAMS)
    throw new ConflictError(
      `You have ${MAX_PROGRAMS} programs, the most Podium keeps for one director. Delete old ones you no longer need to add another.`,
    );
}

export async function createProgram(caller: Caller, input: CreateProgramInput): Promise<Program> {
  await assertRoomForProgram(caller);
  const ensembles = await ensembleIndex(caller, input.ensemble_ids);
  assertEnsemblesExist(input.ensemble_ids, ensembles);
  const pieces: ProgramRecord['pieces'] = [];
  for (const [i, piece] of (input.pieces ?? []).entries()) {
    const resolved = await resolvePiece(caller, piece, piece.library_entry_id ?? null, {
      entryInPath: false,
      prefix: `pieces.${i}: `,
    });
    if (resolved.ensemble_id !== null && !input.ensemble_ids.includes(resolved.ensemble_id)) {
      throw new ValidationError(
        `pieces.${i}: ensemble_id ${resolved.ensemble_id} is not one of the program's ensembles`,
      );
    }
    pieces.push({ ...resolved, id: newPieceId(pieces) });
  }
  const now = new Date().toISOString();
  return insertNew(
    caller,
    {
      title: input.title,
      status: 'in_progress',
      ensemble_ids: input.ensemble_ids,
      pieces: normalizePieces(pieces, input.ensemble_ids),
      performance_date: input.performance_date ?? null,
      performance_time: input.performance_time ?? null,
      venue: input.venue ?? null,
      is_half_concert: input.is_half_concert ?? false,
      uil_contest: input.uil_contest ?? false,
      target_duration: input.target_duration ?? null,
      notes: input.notes ?? null,
      version: 1,
      created_at: now,
      updated_at: now,
    },
    ensembles,
  );
}

/**
 * Rename, date change, status (finalize), the other fields, and optionally the ensembles (with the
 * semantics of `setProgramEnsembles`). Fields left out are kept; null clears an optional field.
 */
export async function updateProgram(
  caller: Caller,
  id: number,
  input: UpdateProgramInput,
  /** The ensembles the selection was made from (`changeEnsembleSelection`), when the browser says. */
  previousEnsembleIds?: readonly number[],
): Promise<Program> {
  const { ensemble_ids: ensembleIds, ...fields } = input;
  const [ensembles, finalValues] = await Promise.all([
    ensembleIndex(caller, ensembleIds),
    fields.status === 'finalized' ? libraryValuesOfProgram(caller, id) : undefined,
  ]);
  let finalizedNow = false; // set by the change that was written (it may run again on a retry)
  const record = await changeProgram(caller.sub, id, (current) => {
    if (ensembleIds) assertEnsemblesExist(ensembleIds, ensembles);
    finalizedNow = current.status !== 'finalized' && fields.status === 'finalized';
    const next: ProgramRecord = { ...current };
    // a finalized program keeps what it printed: its library pieces' values as they are now
    if (finalizedNow && finalValues) next.pieces = withValues(current, finalValues).pieces;
    // the day it was performed, for a program finalized without a date (its history keeps that day)
    if (finalizedNow) next.finalized_at = new Date().toISOString();
    for (const [field, value] of Object.entries(fields)) {
      if (value !== undefined) Object.assign(next, { [field]: value });
    }
    // without the list the browser read, the selection is made from the program's own
    if (ensembleIds)
      next.ensemble_ids = changeEnsembleSelection(
        current.ensemble_ids,
        previousEnsembleIds ?? current.ensemble_ids,
        ensembleIds,
      );
    if (!next.ensemble_ids.length) throw new ValidationError(EMPTY_ENSEMBLE_UPDATE);
    return next;
  });
  if (finalizedNow) await recordPerformances(caller, record);
  return programView(caller, record);
}

/** The current values of the library entries a program's pieces came from (none for an unknown program). */
async function libraryValuesOfProgram(caller: Caller, id: number) {
  const [item, version] = await Promise.all([getProgramItem(caller.sub, id), libraryVersion(caller)]);
  const entryIds = item?.pieces.flatMap((p) => (p.library_entry_id ? [p.library_entry_id] : [])) ?? [];
  return libraryValues(caller, version, entryIds);
}

/**
 * Performance history: finalizing a program performs each library entry its pieces came from,
 * on the performance date (or today). A second write after the program's, so a failure here is
 * logged and leaves the program finalized.
 */
async function recordPerformances(caller: Caller, record: ProgramRecord): Promise<void> {
  const entryIds = record.pieces.flatMap((p) => (p.library_entry_id ? [p.library_entry_id] : []));
  const date = record.performance_date ?? new Date().toISOString().slice(0, 10);
  await recordProgramPerformance(caller, entryIds, date).catch((error: unknown) =>
    logger.error('performance history not recorded', { program_id: record.id, error: error as Error }),
  );
}

export async function deleteProgram(caller: Caller, id: number): Promise<void> {
  const record = await getProgramItem(caller.sub, id);
  if (!(await deleteProgramItem(caller.sub, id))) throw programNotFound();
  // its public page goes with it (a link left behind finds no program, so it is gone either way)
  if (record?.share) await forgetShare(record.share.token);
}

/** A copy with new piece ids, status in_progress, called `newTitle` or "<title> (copy)". */
export async function duplicateProgram(caller: Caller, id: number, newTitle?: string): Promise<Program> {
  const source = await getProgramItem(caller.sub, id);
  if (!source) throw programNotFound();
  await assertRoomForProgram(caller);
  const ensembles = await ensembleIndex(caller, source.ensemble_ids);
  const ensembleIds = source.ensemble_ids.filter((e) => ensembles.has(e));
  const pieces: ProgramRecord['pieces'] = [];
  for (const piece of normalizePieces(source.pieces, ensembleIds)) pieces.push({ ...piece, id: newPieceId(pieces) });
  const now = new Date().toISOString();
  // a copy is not shared (its page would be another program's), nor finalized
  const { PK: _pk, SK: _sk, entity: _entity, id: _id, share: _share, finalized_at: _finalized, ...copied } = source;
  return insertNew(
    caller,
    {
      ...copied,
      title: newTitle ?? `${source.title} (copy)`.slice(0, 200),
      status: 'in_progress',
      ensemble_ids: ensembleIds,
      pieces,
      version: 1,
      created_at: now,
      updated_at: now,
    },
    ensembles,
  );
}

/**
 * PATCH /programs/{id}/ensembles (the Manage Ensembles dialog): the program keeps the selected
 * ensembles in their order and appends new ones; pieces of removed ensembles become unassigned.
 */
export async function setProgramEnsembles(
  caller: Caller,
  id: number,
  ensembleIds: number[],
  previousEnsembleIds?: readonly number[],
): Promise<Program> {
  return updateProgram(caller, id, { ensemble_ids: ensembleIds }, previousEnsembleIds);
}

/** PUT /programs/{id}/ensembles/reorder: the ids must be exactly the program's ensembles. */
export async function reorderEnsembles(caller: Caller, id: number, ensembleIds: number[]): Promise<Program> {
  const ensembles = await ensembleIndex(caller, ensembleIds);
  const record = await changeProgram(caller.sub, id, (current) => {
    // compared with the ensembles that still exist (see toProgram), as the browser shows them
    if (
      !isPermutationOf(
        current.ensemble_ids.filter((e) => ensembles.has(e)),
        ensembleIds,
      )
    ) {
      throw new ValidationError("ensemble_ids must list exactly the program's ensembles, each once");
    }
    return { ...current, ensemble_ids: ensembleIds };
  });
  const [current] = await followLibrary(caller, [record]);
  return toProgram(current!, ensembles);
}
