import { setTimeout as sleep } from 'node:timers/promises';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, unlessConditionFails } from '../lib/db';
import { ServiceUnavailableError } from '../lib/errors';
import { userItemKey, type ItemRead } from '../lib/keys';

/** The library version item's key: `PK=USER#<sub> SK=LIBRARY_VERSION`. */
export const libraryVersionKey = (sub: string) => userItemKey(sub, 'LIBRARY_VERSION');

/**
 * The library version item: bumped by every library write, so a container's copy of the library
 * is checked with one GetItem; it also counts the entries.
 */
export interface LibraryVersion {
  version: number;
  entry_count: number;
}

/** The library's version as one item of a batch read: 0 before any write. */
export const libraryVersionRead = (sub: string): ItemRead<number> => ({
  key: libraryVersionKey(sub),
  read: (item) => Number(item?.version ?? 0),
});

export async function getLibraryVersion(sub: string): Promise<LibraryVersion> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: libraryVersionKey(sub), ConsistentRead: true }),
  );
  return { version: Number(Item?.version ?? 0), entry_count: Math.max(0, Number(Item?.entry_count ?? 0)) };
}

/**
 * Marks the library changed (after the write it covers) and adjusts the count; the new version.
 * `endsImportHold`: the write is an import's chunk, whose hold on new pieces ends with it.
 */
export async function bumpLibraryVersion(sub: string, entryCountChange = 0, endsImportHold = false): Promise<number> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: libraryVersionKey(sub),
      UpdateExpression: `ADD version :one, entry_count :change SET entity = :entity, updated_at = :now${endsImportHold ? ', import_hold_until = :zero' : ''}`,
      ExpressionAttributeValues: {
        ':one': 1,
        ':change': entryCountChange,
        ':entity': 'LibraryVersion',
        ':now': new Date().toISOString(),
        ...(endsImportHold ? { ':zero': 0 } : {}),
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.version);
}

/*
 * New pieces. A director's write claims a new piece with a conditional PutItem (entry-repository.ts),
 * which an import would pay for on every row. An import instead writes a chunk's new entries with
 * BatchWriteItem and no claims, once it has read that no director claimed them. Two things must not
 * happen meanwhile: a director claiming one of them between that read and that write, and a director
 * checking the library for one of them before it is written. So, on the library's version item:
 * - an import *holds new pieces* for each chunk (`import_hold_until`), once no director's check and
 *   claim is in progress (`piece_writers`), and lets go with the chunk's version bump;
 * - a director's check and claim waits while an import holds them (a chunk takes milliseconds), and
 *   is counted in `piece_writers` while it runs, and in `piece_writes` for good: an import that sees
 *   no new one since it read the library knows that no director claimed a piece meanwhile. A director
 *   kept waiting says so (`piece_waiting_at`), so the import lets the waiter in before its next chunk.
 * A hold lasts IMPORT_HOLD_MS at most (a worker that died holding it; the import writes only in its
 * first quarter), and a writer counts for PIECE_WRITER_STALE_MS at most (a function that died in between).
 */
export const IMPORT_HOLD_MS = 20_000;
const PIECE_WRITER_STALE_MS = 60_000;
const PIECE_WAITER_STALE_MS = 2_000;
/** How often a director's claim or an import asks again while the other is writing. */
const HOLD_POLL_MS = 20;

/** An import's hold on new pieces: when it was taken, and how many directors' piece writers had run by then. */
export interface ImportHold {
  since: number;
  pieceWrites: number;
}

/** Takes the hold on new pieces for an import's chunk, once no director is writing one. */
export async function holdNewPieces(sub: string): Promise<ImportHold> {
  const deadline = Date.now() + PIECE_WRITER_STALE_MS + IMPORT_HOLD_MS;
  for (;;) {
    const now = Date.now();
    const taken = db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: libraryVersionKey(sub),
        // a writer count left by a function that died is set back to 0 once it is stale
        UpdateExpression: 'SET import_hold_until = :until, piece_writers = :zero, entity = :entity',
        ConditionExpression:
          '(attribute_not_exists(piece_writers) OR piece_writers < :one OR piece_writers_at < :writerStale) AND ' +
          '(attribute_not_exists(piece_waiting_at) OR piece_waiting_at < :waiterStale)',
        ExpressionAttributeValues: {
          ':until': now + IMPORT_HOLD_MS,
          ':zero': 0,
          ':one': 1,
          ':entity': 'LibraryVersion',
          ':writerStale': now - PIECE_WRITER_STALE_MS,
          ':waiterStale': now - PIECE_WAITER_STALE_MS,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const held = await unlessConditionFails(taken);
    if (held) return { since: now, pieceWrites: Number(held.Attributes?.piece_writes ?? 0) };
    if (now > deadline) throw new Error("a director's new piece stayed in writing");
    await sleep(HOLD_POLL_MS);
  }
}

/** Lets go of an import's hold on new pieces (a chunk that failed; a chunk that wrote lets go with its bump). */
export async function endImportHold(sub: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: libraryVersionKey(sub),
      UpdateExpression: 'SET import_hold_until = :zero',
      ExpressionAttributeValues: { ':zero': 0 },
    }),
  );
}

const LIBRARY_BUSY = 'Your library is busy with an import right now. Nothing was saved; please try again in a minute.';

/** How long a director's new piece waits for an import's hold: one left by a worker that died lasts longer. */
const PIECE_WAIT_MS = 8_000;

/**
 * Runs `claim`, a director's check of the library for a piece and its claim, outside any import's
 * hold: it waits while an import holds new pieces, and is counted as a writer meanwhile. A 503
 * after PIECE_WAIT_MS, within the function's time (a hold left by a worker that died).
 */
export async function asPieceWriter<T>(sub: string, claim: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + PIECE_WAIT_MS;
  for (;;) {
    const now = Date.now();
    if (now > deadline) throw new ServiceUnavailableError('LIBRARY_BUSY', LIBRARY_BUSY);
    const entered = db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: libraryVersionKey(sub),
        UpdateExpression: 'ADD piece_writers :one, piece_writes :one SET piece_writers_at = :now, entity = :entity',
        ConditionExpression: 'attribute_not_exists(import_hold_until) OR import_hold_until < :now',
        ExpressionAttributeValues: { ':one': 1, ':now': now, ':entity': 'LibraryVersion' },
      }),
    );
    if (await unlessConditionFails(entered)) break;
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: libraryVersionKey(sub),
        UpdateExpression: 'SET piece_waiting_at = :now',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    await sleep(HOLD_POLL_MS);
  }
  try {
    return await claim();
  } finally {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: libraryVersionKey(sub),
        UpdateExpression: 'ADD piece_writers :minusOne',
        ExpressionAttributeValues: { ':minusOne': -1 },
      }),
    );
  }
}

/**
 * Sets the entry count to `entryCount` (counted in the table) and bumps the version, if the
 * version is still `expectedVersion`; false when another write came in between.
 */
export async function setLibraryCount(sub: string, entryCount: number, expectedVersion: number): Promise<boolean> {
  const written = db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: libraryVersionKey(sub),
      UpdateExpression: 'SET entry_count = :count, entity = :entity, updated_at = :now ADD version :one',
      ConditionExpression: 'attribute_not_exists(version) OR version = :expected',
      ExpressionAttributeValues: {
        ':count': entryCount,
        ':one': 1,
        ':expected': expectedVersion,
        ':entity': 'LibraryVersion',
        ':now': new Date().toISOString(),
      },
    }),
  );
  return (await unlessConditionFails(written)) !== undefined;
}
