import { setTimeout as sleep } from 'node:timers/promises';
import { arrangePieces } from '@app/shared/domain/program-order';
import { ConflictError, NotFoundError } from '../lib/errors';
import { getProgramItem, putProgramItem, type ProgramRecord, type StoredPiece } from './repository';

/** 1 try + 10 retries; the backoff ceiling grows 10, 20, 40… up to 250 ms with full jitter. */
const MAX_ATTEMPTS = 11;
const backoffMs = (attempt: number) => Math.random() * Math.min(250, 10 * 2 ** attempt);

export const programNotFound = () => new NotFoundError('Program not found.');

/** Stores pieces grouped by the ordering rule, without their derived `order`. */
export const normalizePieces = (pieces: readonly StoredPiece[], ensembleIds: readonly number[]): StoredPiece[] =>
  arrangePieces(pieces, ensembleIds).map(({ order: _order, ...piece }) => piece);

/**
 * Applies `change` to the current program and writes the result in one put conditioned on the
 * version it read. If another request wrote first, re-reads and re-applies (bounded, jittered);
 * 409 if it still cannot. `change` may throw (validation): then nothing is written.
 */
export async function changeProgram(sub: string, id: number, change: (current: ProgramRecord) => ProgramRecord): Promise<ProgramRecord> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const current = await getProgramItem(sub, id);
    if (!current) throw programNotFound();
    const next = change(structuredClone(current));
    const record: ProgramRecord = {
      ...next,
      pieces: normalizePieces(next.pieces, next.ensemble_ids),
      version: current.version + 1,
      updated_at: new Date().toISOString(),
    };
    if (await putProgramItem(record, current.version)) return record;
    await sleep(backoffMs(attempt));
  }
  throw new ConflictError('The program was changed by several requests at once. Please try again.');
}
