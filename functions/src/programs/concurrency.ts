import { setTimeout as sleep } from 'node:timers/promises';
import { arrangePieces } from '@app/shared/domain/program-order';
import { ConflictError, NotFoundError } from '../lib/errors';
import { count, METRIC } from '../lib/observability';
import { getProgramItem, replaceProgramItem, type ProgramRecord } from './repository';
import type { StoredPiece } from './stored-piece';

/** 1 try + 10 retries; the backoff ceiling grows 10, 20, 40… up to 250 ms with full jitter. */
const MAX_ATTEMPTS = 11;
const backoffMs = (attempt: number) => Math.random() * Math.min(250, 10 * 2 ** attempt);

export const programNotFound = () => NotFoundError.of('Program');

/** Stores pieces grouped by the ordering rule, without their derived `order`. */
export const normalizePieces = (pieces: readonly StoredPiece[], ensembleIds: readonly number[]): StoredPiece[] =>
  arrangePieces(pieces, ensembleIds).map(({ order: _order, ...piece }) => piece);

type Change = (current: ProgramRecord) => ProgramRecord;

interface PendingChange {
  change: Change;
  resolve(record: ProgramRecord): void;
  reject(error: unknown): void;
}

/** Changes waiting for the write in flight on the same program, per `<sub>#<id>`. */
const waiting = new Map<string, PendingChange[]>();

/**
 * Applies `change` to the current program and writes the result in one put conditioned on the
 * version it read. If another request wrote first, re-reads and re-applies (bounded, jittered);
 * 409 if it still cannot. `change` may throw (validation): then nothing of it is written.
 *
 * Changes to one program that arrive in this container while a write is in flight are applied
 * together, in arrival order, by the next conditional put (a group commit), so concurrent
 * requests on one container never fail each other's version check. Each caller gets the
 * program as that put stored it.
 */
export function changeProgram(sub: string, id: number, change: Change): Promise<ProgramRecord> {
  return new Promise((resolve, reject) => {
    const key = `${sub}#${id}`;
    const queue = waiting.get(key);
    if (queue) {
      queue.push({ change, resolve, reject });
      return;
    }
    waiting.set(key, [{ change, resolve, reject }]);
    void drain(sub, id, key);
  });
}

async function drain(sub: string, id: number, key: string): Promise<void> {
  for (let batch = waiting.get(key)!; batch.length; batch = waiting.get(key)!) {
    waiting.set(key, []); // what arrives from now on goes into the next write
    await commit(sub, id, batch);
  }
  waiting.delete(key);
}

async function commit(sub: string, id: number, batch: PendingChange[]): Promise<void> {
  count(METRIC.groupCommitBatchSize, batch.length);
  try {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const current = await getProgramItem(sub, id);
      if (!current) throw programNotFound();
      let next = current;
      const applied: PendingChange[] = [];
      const refused = new Map<PendingChange, unknown>();
      for (const pending of batch) {
        try {
          const changed = pending.change(structuredClone(next));
          next = { ...changed, pieces: normalizePieces(changed.pieces, changed.ensemble_ids) };
          applied.push(pending);
        } catch (error) {
          refused.set(pending, error);
        }
      }
      for (const [pending, error] of refused) pending.reject(error);
      if (!applied.length) return;
      const record: ProgramRecord = { ...next, version: current.version + 1, updated_at: new Date().toISOString() };
      if (await replaceProgramItem(record, current.version)) {
        for (const pending of applied) pending.resolve(record);
        return;
      }
      batch = applied; // the refused ones have their answer; retry the rest on the newer version
      count(METRIC.programWriteRetry);
      await sleep(backoffMs(attempt));
    }
    count(METRIC.programWriteConflict);
    throw new ConflictError('The program was changed by several requests at once. Please try again.');
  } catch (error) {
    for (const pending of batch) pending.reject(error);
  }
}
