import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LibraryEntry, LibraryEntryInput } from '@app/shared/contracts/library';
import { pieceIdentity } from '@app/shared/domain/search-text';
import {
  batchGetConsistent,
  db,
  queryAll,
  setFieldsUpdate,
  tableName,
  unlessConditionFails,
  userItemsQuery,
} from '../lib/db';
import { newId } from '../lib/ids';
import { IdCollisionError } from '../lib/insert-with-new-id';
import { userItemKey, type ItemKey } from '../lib/keys';

const SK_PREFIX = 'LIBRARY#';

/** A library entry item's key: `PK=USER#<sub> SK=LIBRARY#<id>`. */
export const libraryEntryKey = (sub: string, id: number) => userItemKey(sub, `${SK_PREFIX}${id}`);

/** A library entry item: the entry as the API shows it, with the piece's folded identity. */
export type LibraryRecord = ItemKey &
  LibraryEntry & {
    entity: 'LibraryEntry';
    /** Folded title|composer|arranger (shared/src/domain/search-text.ts): one piece, one entry. */
    identity: string;
    /**
     * The concert dates (YYYY-MM-DD) of the finalized programs that hold the entry, past or planned.
     * `last_performed` and `times_performed` stored beside it count earlier performances, recorded
     * before the dates were kept.
     */
    performances?: Set<string>;
  };

/** Today as YYYY-MM-DD (UTC): a concert on a later date has not been performed yet. */
const isoToday = () => new Date().toISOString().slice(0, 10);

/** The entry as the API shows it: only concerts whose date has passed count as performed. */
export const toLibraryEntry = (
  { PK: _pk, SK: _sk, entity: _entity, identity: _identity, performances, ...entry }: LibraryRecord,
  today = isoToday(),
): LibraryEntry => {
  const past = [...(performances ?? [])].filter((date) => date <= today);
  const earlier = entry.last_performed && entry.last_performed <= today ? entry.last_performed : null;
  const latest =
    [earlier, ...past]
      .filter((d): d is string => Boolean(d))
      .sort()
      .at(-1) ?? null;
  return { ...entry, last_performed: latest, times_performed: entry.times_performed + past.length };
};

/**
 * A new record for an entry (import and API share it); `now` is its created/updated time. `identity`:
 * the input's, when the caller has it already (an import reads thousands of rows).
 */
export function newLibraryRecord(
  sub: string,
  input: LibraryEntryInput,
  now: string,
  id = newId(),
  identity = pieceIdentity(input),
): LibraryRecord {
  return {
    ...libraryEntryKey(sub, id),
    entity: 'LibraryEntry',
    ...input,
    id,
    identity,
    last_performed: null,
    times_performed: 0,
    created_at: now,
    updated_at: now,
  };
}

/** The record with the input's fields, keeping its id, history and creation time. */
export const replacedRecord = (current: LibraryRecord, input: LibraryEntryInput, now: string): LibraryRecord => ({
  ...current,
  ...input,
  identity: pieceIdentity(input),
  updated_at: now,
});

export async function getEntryItem(sub: string, id: number): Promise<LibraryRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: libraryEntryKey(sub, id) }));
  return Item as LibraryRecord | undefined;
}

/** Every entry, strongly consistent: a write checks a piece against it (entries an import wrote have no claim). */
export const listEntryItems = (sub: string) =>
  queryAll<LibraryRecord>({ ...userItemsQuery(sub, SK_PREFIX), ConsistentRead: true });

/** Tries at a free id for a new entry (see insert-with-new-id.ts). */
const ID_ATTEMPTS = 3;

/**
 * Writes a new entry under a new id, once it holds its piece's claim; the piece's holder instead
 * when the library already has it (the entry is then not written).
 */
export async function insertEntry(
  sub: string,
  input: LibraryEntryInput,
  now: string,
): Promise<{ created: LibraryRecord } | { holder: LibraryRecord }> {
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt += 1) {
    const record = newLibraryRecord(sub, input, now);
    const holder = await claimPiece(sub, record.identity, record.id);
    if (holder) return { holder };
    const written = await unlessConditionFails(
      db.send(new PutCommand({ TableName: tableName, Item: record, ConditionExpression: 'attribute_not_exists(PK)' })),
    );
    if (written) return { created: record };
    await releasePiece(sub, record.identity, record.id);
  }
  throw new IdCollisionError(ID_ATTEMPTS);
}

/**
 * Replaces an existing entry, if it is still the piece `identity` (the one the caller read); false
 * when it is gone or another piece now.
 */
export async function replaceEntryItem(record: LibraryRecord, identity: string): Promise<boolean> {
  const written = db.send(
    new PutCommand({
      TableName: tableName,
      Item: record,
      ConditionExpression: 'attribute_exists(PK) AND #identity = :identity',
      ExpressionAttributeNames: { '#identity': 'identity' },
      ExpressionAttributeValues: { ':identity': identity },
    }),
  );
  return (await unlessConditionFails(written)) !== undefined;
}

/** Deletes the entry and then its piece's claim; false when there was no such entry. */
export async function deleteEntryItem(sub: string, id: number): Promise<boolean> {
  const deleted = await unlessConditionFails(
    db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: libraryEntryKey(sub, id),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  if (!deleted) return false;
  await releasePiece(sub, (deleted.Attributes as LibraryRecord).identity, id);
  return true;
}

/**
 * Sets `fields` (and `updated_at`) on the entry if it is still the piece `identity`: an import row
 * changes only the fields its file has. The entry as written, or undefined when it is gone or is
 * another piece now (the director deleted or renamed it meanwhile).
 */
export async function updateEntryFields(
  sub: string,
  id: number,
  identity: string,
  fields: Partial<LibraryEntryInput>,
): Promise<LibraryRecord | undefined> {
  const update = setFieldsUpdate(fields);
  const written = await unlessConditionFails(
    db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: libraryEntryKey(sub, id),
        ...update,
        ConditionExpression: 'attribute_exists(PK) AND #identity = :identity',
        ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#identity': 'identity' },
        ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':identity': identity },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return written?.Attributes as LibraryRecord | undefined;
}

/*
 * Piece claims: one item per piece (`SK=LIBRARY_PIECE#<hash of its identity>`) naming the entry
 * that holds it, written with attribute_not_exists before a director's new entry is, so two writers
 * (the director in two tabs, or the director and an import) cannot both create the same piece; dynalite has no
 * transactions, so the claim and the entry are two writes in that order. A claim whose entry is
 * missing, or is another piece now, is left from a delete or a rename that has not released it
 * yet, or from a writer that died in between: after CLAIM_SETTLE_MS (30 s) it is taken over, with a
 * condition on the entry it named. Entries written before claims existed have none, nor have the new
 * entries an import writes in batches (import-service.ts); a director's write finds those in its copy
 * of the library, read while no import holds new pieces (library-version-repository.ts).
 */
const PIECE_PREFIX = 'LIBRARY_PIECE#';
/** How long a new claim may wait for its entry (an import writes a chunk's new entries after its claims). */
const CLAIM_SETTLE_MS = 30_000;
/** Tries at a claim held by an entry being written: 500 ms apart after the first few, past CLAIM_SETTLE_MS. */
const CLAIM_TRIES = 80;

interface PieceClaim {
  entry_id: number;
  claimed_at: string;
}

const pieceKey = (sub: string, identity: string) =>
  userItemKey(sub, `${PIECE_PREFIX}${createHash('sha256').update(identity).digest('base64url')}`);

/**
 * Claims the piece `identity` for entry `id`: undefined when the claim is `id`'s (new, already
 * its own, or taken over from a writer that left it), else the entry that holds the piece.
 */
export async function claimPiece(sub: string, identity: string, id: number): Promise<LibraryRecord | undefined> {
  const key = pieceKey(sub, identity);
  const claim = { ...key, entity: 'LibraryPiece', identity, entry_id: id, claimed_at: new Date().toISOString() };
  for (let attempt = 0; attempt < CLAIM_TRIES; attempt += 1) {
    const put = db.send(
      new PutCommand({ TableName: tableName, Item: claim, ConditionExpression: 'attribute_not_exists(PK)' }),
    );
    if (await unlessConditionFails(put)) return undefined;
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    const held = Item as PieceClaim | undefined;
    if (!held) continue; // released in between: claim it again
    const holder = await getEntryItem(sub, held.entry_id);
    if (holder?.identity === identity) return holder;
    if (held.entry_id === id) return undefined;
    if (Date.now() - Date.parse(held.claimed_at) >= CLAIM_SETTLE_MS) {
      const takeOver = db.send(
        new PutCommand({
          TableName: tableName,
          Item: claim,
          ConditionExpression: 'entry_id = :held',
          ExpressionAttributeValues: { ':held': held.entry_id },
        }),
      );
      if (await unlessConditionFails(takeOver)) return undefined;
      continue;
    }
    // its entry is being written, deleted or renamed right now
    await sleep(Math.min(500, 20 * 2 ** Math.min(attempt, 5)));
  }
  throw new Error(`the claim on a piece of the library did not settle after ${CLAIM_TRIES} tries`);
}

/** Releases the piece's claim if entry `id` holds it (after the entry was deleted or renamed). */
export async function releasePiece(sub: string, identity: string, id: number): Promise<void> {
  await unlessConditionFails(
    db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: pieceKey(sub, identity),
        ConditionExpression: 'entry_id = :id',
        ExpressionAttributeValues: { ':id': id },
      }),
    ),
  );
}

/**
 * Who holds each of the pieces (by identity): the entry id its claim names, for the pieces claimed.
 */
export async function pieceClaims(sub: string, identities: readonly string[]): Promise<Map<string, number>> {
  const claims = await batchGetConsistent(
    identities.map((identity) => pieceKey(sub, identity)),
    MAX_BATCH_ATTEMPTS,
  );
  return new Map(claims.map((claim) => [claim.identity as string, Number(claim.entry_id)]));
}

const BATCH_SIZE = 25;
const MAX_BATCH_ATTEMPTS = 8;
/** BatchWriteItem calls in flight at once. */
const BATCHES_IN_FLIGHT = 4;

/** Puts the entries (new ones: BatchWriteItem has no condition). */
export const batchPutEntries = (records: readonly LibraryRecord[]) => batchPutItems(records);

/**
 * Puts the items in BatchWriteItem calls of 25, a few at once, writing again what DynamoDB hands
 * back as unprocessed (throttling) with jittered backoff; throws if some are still unprocessed after that.
 */
async function batchPutItems(items: readonly object[]): Promise<void> {
  const batches: object[][] = [];
  for (let start = 0; start < items.length; start += BATCH_SIZE) batches.push(items.slice(start, start + BATCH_SIZE));
  let next = 0;
  const lane = async () => {
    while (next < batches.length) {
      let requests = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests.length; attempt += 1) {
        if (attempt === MAX_BATCH_ATTEMPTS)
          throw new Error(`${requests.length} items stayed unprocessed after ${attempt} attempts`);
        if (attempt > 0) await sleep(Math.random() * Math.min(1000, 25 * 2 ** attempt));
        const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
        requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(BATCHES_IN_FLIGHT, batches.length) }, lane));
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * A finalized program performs the entry on `date` (YYYY-MM-DD), which may still be ahead: the date
 * joins the entry's set of performances (one write, the same date counted once); the entry counts it
 * as performed once the date has passed. An entry deleted since is skipped.
 */
export async function recordPerformance(sub: string, id: number, date: string): Promise<void> {
  await unlessConditionFails(
    db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: libraryEntryKey(sub, id),
        UpdateExpression: 'ADD performances :date',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':date': new Set([date]) },
      }),
    ),
  );
}
